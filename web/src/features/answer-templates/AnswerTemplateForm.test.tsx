import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerTemplate } from '@contracts/answer-template.js';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { pageOf } from '../../test-support/pages.js';
import { renderAt } from '../../test-support/router.js';

const mocks = vi.hoisted(() => ({
  api: {
    answerTemplates: { create: vi.fn(), update: vi.fn() },
    tenants: { list: vi.fn() },
  },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { AnswerTemplateForm } = await import('./AnswerTemplateForm.js');
const { answerTemplates, tenants } = mocks.api;

const UNKNOWN = 'Der Text enthält unbekannte Platzhalter: {nummer}. Möglich sind {fallnummer}, {kategorie}, {status}, {datum}, {gemeinde}.';
const saved: AnswerTemplate = {
  id: 7,
  name: 'Mangel behoben',
  text: 'Der Mangel {fallnummer} ist behoben.',
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
};
const login = (rights: string[]) => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
};
const renderForm = (template: AnswerTemplate | null = null) =>
  renderAt(template ? '/edit-answer-template' : '/create-answer-template', <AnswerTemplateForm saved={template} />);
const textField = () => screen.getByRole('textbox', { name: /^Text/ });

beforeEach(() => login(['MANAGE_CATEGORIES']));

describe('AnswerTemplateForm', () => {
  it('creates a template in the own tenant and returns to the list', async () => {
    answerTemplates.create.mockResolvedValue(saved);
    const user = userEvent.setup();
    const location = renderForm();
    expect(screen.queryByRole('combobox', { name: /Mandant/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' Rückfrage ');
    await user.type(textField(), 'Zu Ihrer Meldung {{fallnummer} haben wir eine Frage.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/answer-templates'));
    expect(answerTemplates.create).toHaveBeenCalledWith({ name: 'Rückfrage', text: 'Zu Ihrer Meldung {fallnummer} haben wir eine Frage.' });
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'success', text: 'Der Textbaustein wurde angelegt.' })]);
  });

  it('lists the placeholders and previews the text for an example case of the template’s tenant', async () => {
    const user = userEvent.setup();
    renderForm();
    const placeholders = screen.getByRole('region', { name: 'Platzhalter' });
    expect(
      within(placeholders)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['{fallnummer}', '{kategorie}', '{status}', '{datum}', '{gemeinde}']);
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    expect(preview.textContent).toContain('Sobald Sie einen Text eingeben, sehen Sie hier die Vorschau.');
    await user.type(textField(), 'Fall {{fallnummer} ({{kategorie}, {{status}) in {{gemeinde}');
    expect(preview.textContent).toContain('Fall 1042 (Straßenbeleuchtung, In Bearbeitung) in Musterstadt');
  });

  it('saves the edited template and shows a refusal of the server at the text', async () => {
    answerTemplates.update.mockRejectedValueOnce(new ApiError(400, 'UNKNOWN_PLACEHOLDER', UNKNOWN)).mockResolvedValueOnce(saved);
    const user = userEvent.setup();
    const location = renderForm(saved);
    expect((textField() as HTMLTextAreaElement).value).toBe('Der Mangel {fallnummer} ist behoben.');
    await user.clear(textField());
    await user.type(textField(), 'Der Mangel {{nummer} ist behoben.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UNKNOWN);
    expect(textField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(textField()));
    expect(location.history).toEqual(['/edit-answer-template']);

    await user.clear(textField());
    await user.type(textField(), 'Der Mangel {{fallnummer} ist behoben.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/answer-templates'));
    expect(answerTemplates.update).toHaveBeenLastCalledWith(7, { name: 'Mangel behoben', text: 'Der Mangel {fallnummer} ist behoben.' });
  });

  it('asks for the tenant with TENANT_INDEPENDENCE and sends the chosen one', async () => {
    login(['MANAGE_CATEGORIES', 'TENANT_INDEPENDENCE']);
    tenants.list.mockResolvedValue(pageOf([{ id: 2, name: 'Musterstadt' }]));
    answerTemplates.create.mockResolvedValue(saved);
    const user = userEvent.setup();
    renderForm();
    const tenant = screen.getByRole('combobox', { name: /Mandant/ });
    expect((tenant as HTMLInputElement).value).toBe('Musterstadt');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Dank');
    await user.type(textField(), 'Danke.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(answerTemplates.create).toHaveBeenCalledWith({ name: 'Dank', text: 'Danke.', tenantId: 2 }));

    await user.clear(tenant);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte wählen Sie einen Mandanten aus.');
  });
});
