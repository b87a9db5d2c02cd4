import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.js';

describe('renderMail', () => {
  it('goes on in lower case after "Guten Tag,": "vielen Dank", never "Vielen Dank"', () => {
    const mail = renderMail({ greeting: 'Guten Tag,', paragraphs: ['Vielen Dank für Ihre Meldung.', 'Vielen Dank noch einmal.'] });
    expect(mail.text).toContain('Guten Tag,\n\nvielen Dank für Ihre Meldung.\n\nVielen Dank noch einmal.');
    expect(mail.html).toContain('<p>Guten Tag,</p><p>vielen Dank für Ihre Meldung.</p>');
    expect(renderMail({ greeting: 'Guten Tag,', paragraphs: ['Danke für den Hinweis!'] }).text).toContain('danke für den Hinweis!');
  });

  it('keeps the capital of a noun or the formal "Ihre", and of a text without a greeting', () => {
    expect(renderMail({ greeting: 'Guten Tag,', paragraphs: ['Ihre Meldung wird bearbeitet.'] }).text).toContain('Ihre Meldung');
    expect(renderMail({ paragraphs: ['Vielen Dank für Ihre Teilnahme.'] }).text).toContain('Vielen Dank für Ihre Teilnahme.');
  });
});
