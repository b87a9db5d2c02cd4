import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize, isAllowedImage } from './image-files.js';
import { ImageUpload, type ImageUploadProps } from './ImageUpload.js';
import type { UploadApi } from './upload-api.js';

const MB = 1024 * 1024;

function fakeApi(): UploadApi & { upload: ReturnType<typeof vi.fn>; remove: ReturnType<typeof vi.fn> } {
  let next = 1;
  return {
    upload: vi.fn(async () => `stored-${next++}.png`),
    remove: vi.fn(async () => ({ message: 'Die Datei wurde entfernt.' })),
    imageUrl: (name: string) => `/files/images/${name}`,
    thumbnailUrl: (name: string) => `/files/thumbnails/${name}`,
  };
}

const image = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

/** The widget with its value kept in state, as a form keeps it. */
function Form({
  initial = [],
  onChangeSpy,
  ...props
}: Partial<ImageUploadProps> & { initial?: string[]; onChangeSpy?: (names: string[]) => void }) {
  const [names, setNames] = useState(initial);
  return (
    <ImageUpload
      {...props}
      value={names}
      onChange={(next) => {
        onChangeSpy?.(next);
        setNames(next);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const addButton = () => screen.getByRole('button', { name: 'Bild hinzufügen' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 200, headers: { 'content-length': String(MB) } })),
  );
});

describe('image file helpers', () => {
  it('formats sizes in MB with a German decimal comma', () => {
    expect(formatFileSize(0.42 * MB, 'de-DE')).toBe('0,42 MB');
    expect(formatFileSize(1.5 * MB, 'de-DE')).toBe('1,50 MB');
    expect(formatFileSize(0.42 * MB, 'en-GB')).toBe('0.42 MB');
    expect(formatFileSize(8 * 1024, 'de-DE')).toBe('8 KB');
    expect(formatFileSize(200, 'de-DE')).toBe('1 KB');
    expect(formatFileSize(12 * 1024, 'de-DE')).toBe('0,01 MB');
  });

  it('accepts png, gif and jpeg only', () => {
    expect(isAllowedImage({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAllowedImage({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedImage({ name: 'a.gif', type: 'image/gif' })).toBe(true);
    expect(isAllowedImage({ name: 'a.JPEG', type: '' })).toBe(true);
    expect(isAllowedImage({ name: 'a.webp', type: 'image/webp' })).toBe(false);
    expect(isAllowedImage({ name: 'a.pdf', type: '' })).toBe(false);
  });
});

describe('ImageUpload', () => {
  it('uploads chosen images, shows 90 px thumbnails with their size, and reports the names', async () => {
    const api = fakeApi();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Form api={api} internal onChangeSpy={onChange} />);
    await user.upload(fileInput(container), [image('a.png', 0.42 * MB), image('b.jpg', 2 * MB, 'image/jpeg')]);

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['stored-1.png', 'stored-2.png']));
    expect(api.upload).toHaveBeenCalledTimes(2);
    expect(api.upload.mock.calls[0]![1]).toBe(true);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const thumbnail = within(items[0]!).getByRole('img', { name: 'Bild 1' });
    expect(thumbnail.getAttribute('src')).toBe('/files/thumbnails/stored-1.png');
    expect(thumbnail.getAttribute('width')).toBe('90');
    await waitFor(() => expect(items[0]!.textContent).toContain('0,42 MB'));
    expect(items[1]!.textContent).toContain('2,00 MB');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('disables "Bild hinzufügen" at the limit and enables it again after a removal', async () => {
    const user = userEvent.setup();
    render(<Form api={fakeApi()} initial={['x.png', 'y.png', 'z.png']} />);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Bild 2 entfernen' }));
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('uploads only as many images as fit', async () => {
    const api = fakeApi();
    const onError = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Form api={api} initial={['old.png']} onError={onError} />);
    await user.upload(fileInput(container), [image('a.png', 100), image('b.png', 100), image('c.png', 100)]);
    await waitFor(() => expect(api.upload).toHaveBeenCalledTimes(2));
    expect(onError).toHaveBeenCalledWith('Es können höchstens 3 Bilder hochgeladen werden.');
    await waitFor(() => expect((addButton() as HTMLButtonElement).disabled).toBe(true));
  });

  it('shows the thumbnail of an image saved earlier and the size of the image itself', async () => {
    render(<Form api={fakeApi()} initial={['saved.png']} />);
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toContain('1,00 MB'));
    expect(fetch).toHaveBeenCalledWith('/files/images/saved.png', { method: 'HEAD' });
    expect(screen.getByRole('img', { name: 'Bild 1' }).getAttribute('src')).toBe('/files/thumbnails/saved.png');
  });

  it('loads an internal image’s thumbnail and size through its signed addresses', async () => {
    const api = {
      ...fakeApi(),
      links: vi.fn(async (name: string) => ({ url: `/files/${name}?signature=a`, thumbnailUrl: `/files/thumbnails/${name}?signature=a` })),
    };
    render(<Form api={api} internal initial={['intern.png']} />);
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toContain('1,00 MB'));
    expect(api.links).toHaveBeenCalledWith('intern.png');
    expect(fetch).toHaveBeenCalledWith('/files/intern.png?signature=a', { method: 'HEAD' });
    expect(screen.getByRole('img', { name: 'Bild 1' }).getAttribute('src')).toBe('/files/thumbnails/intern.png?signature=a');
  });

  it('deletes only images uploaded in this session when they are removed', async () => {
    const api = fakeApi();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Form api={api} initial={['saved.png']} onChangeSpy={onChange} />);
    await user.upload(fileInput(container), image('new.png', 100));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['saved.png', 'stored-1.png']));

    await user.click(screen.getByRole('button', { name: 'Bild 2 entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith(['saved.png']);
    expect(api.remove).toHaveBeenCalledWith('stored-1.png', false);

    await user.click(screen.getByRole('button', { name: 'Bild 1 entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(api.remove).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(addButton());
  });

  it('refuses other file types before uploading, with a German message', async () => {
    const api = fakeApi();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Form api={api} />);
    await user.upload(fileInput(container), new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Es können nur Bilder im Format PNG, GIF oder JPEG hochgeladen werden.',
    );
    expect(api.upload).not.toHaveBeenCalled();
  });

  it("passes the server's message on and shows progress while uploading", async () => {
    const api = fakeApi();
    let fail: (error: Error) => void = () => {};
    api.upload.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    const onError = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Form api={api} onError={onError} />);
    await user.upload(fileInput(container), image('big.png', 100));

    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Bild wird hochgeladen …' })).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);

    fail(new Error('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('honours a smaller max', () => {
    render(<Form api={fakeApi()} max={1} initial={['saved.png']} />);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/im Format PNG, GIF oder JPEG/).textContent?.trim()).toBe('Ein Bild im Format PNG, GIF oder JPEG.');
  });

  it('disables everything when disabled', () => {
    render(<Form api={fakeApi()} initial={['saved.png']} disabled />);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Bild 1 entfernen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the images full size in a viewer that steps with its buttons and the arrow keys, and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Form initial={['a.png', 'b.png', 'c.png']} api={fakeApi()} openable />);
    const second = await screen.findByRole('button', { name: 'Bild 2 groß anzeigen' });
    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Bild 2 von 3' });
    expect(within(dialog).getByRole('img', { name: 'Bild 2' }).getAttribute('src')).toBe('/files/images/b.png');
    await user.click(within(dialog).getByRole('button', { name: 'Nächstes Bild' }));
    expect(await screen.findByRole('dialog', { name: 'Bild 3 von 3' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Bild 1 von 3' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(
      within(await screen.findByRole('dialog', { name: 'Bild 3 von 3' }))
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/files/images/c.png');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(second));
  });

  it('keeps plain thumbnails where the form does not open them (the public report form)', async () => {
    render(<Form initial={['a.png']} api={fakeApi()} />);
    expect(await screen.findByRole('img', { name: 'Bild 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bild 1 groß anzeigen' })).toBeNull();
  });
});
