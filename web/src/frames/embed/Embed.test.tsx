import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFrame } from '../frame-test-support.js';

vi.mock('../cases-map/lazy.js', () => ({ LazyCasesMapView: () => null }));

/** A ResizeObserver that the test triggers: happy-dom lays nothing out, so nothing ever resizes by itself. */
function controllableResizes() {
  const callbacks: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => {
    for (const callback of callbacks) callback([], {} as ResizeObserver);
  };
}

/** The document's content height as the layout would report it. */
function contentHeight(height: number) {
  vi.spyOn(document.documentElement, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
}

describe('a frame in an iframe tells the embedding page its height', () => {
  it("posts {type: 'buergerportal:height', height} on opening and again whenever its content changes height", () => {
    const parent = { postMessage: vi.fn() };
    vi.stubGlobal('parent', parent);
    const resize = controllableResizes();
    contentHeight(612.4);
    renderFrame('/create-case-frame?apiKey=demo-musterstadt');
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'buergerportal:height', height: 613 }, '*');

    contentHeight(1480);
    resize();
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'buergerportal:height', height: 1480 }, '*');
    // an unchanged height is not posted again
    resize();
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
  });

  it('posts nothing when it is not embedded', () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    renderFrame('/create-case-frame?apiKey=demo-musterstadt');
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('/fall-melden', () => {
  function openEmbedPage() {
    renderFrame('/fall-melden?apiKey=demo-musterstadt');
    const frame = screen.getByTitle('Karte') as HTMLIFrameElement;
    // happy-dom loads no iframe page: give the iframe the window its wizard would post from
    const wizard = {} as Window;
    Object.defineProperty(frame, 'contentWindow', { value: wizard });
    const post = (data: unknown, from: { origin?: string; source?: Window } = {}) =>
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: from.origin ?? window.location.origin, source: from.source ?? wizard }),
      );
    return { frame, post };
  }

  it('shows its heading once: the wizard in the iframe brings it, the page has one for screen readers only', () => {
    openEmbedPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mangel melden' }).className).toBe('visually-hidden');
    expect(document.title).toBe('Mangel melden – Bürgerportal');
  });

  it('sizes the iframe to the height the wizard announces, and only to that', () => {
    const { frame, post } = openEmbedPage();
    post({ type: 'buergerportal:height', height: 1234 });
    expect(frame.style.height).toBe('1234px');

    post({ type: 'buergerportal:height', height: 99 }, { origin: 'https://fremde-seite.example' });
    post({ type: 'buergerportal:height', height: 98 }, { source: {} as Window });
    post({ type: 'anderes', height: 97 });
    post({ type: 'buergerportal:height', height: 'viel' });
    expect(frame.style.height).toBe('1234px');
  });
});
