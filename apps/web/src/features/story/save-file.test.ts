import { describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';
import type { SaveTarget } from './save-file';

const pdf = () => new Blob(['%PDF'], { type: 'application/pdf' });

function target(patch: Partial<SaveTarget> = {}): SaveTarget {
  return { native: null, nav: null, download: vi.fn(), ...patch };
}

describe('saveFile', () => {
  it('downloads in a browser', async () => {
    const browser = target();
    await expect(saveFile(pdf(), 'book.pdf', browser)).resolves.toBe('saved');
    expect(browser.download).toHaveBeenCalledWith(expect.any(Blob), 'book.pdf');
  });

  it('in the app, writes the file to the cache and hands it to the share sheet', async () => {
    const writeFile = vi.fn(() => Promise.resolve({ uri: 'file:///cache/book.pdf' }));
    const share = vi.fn(() => Promise.resolve());
    const app = target({ native: { files: { writeFile }, share: { share } } });
    await expect(saveFile(pdf(), 'book.pdf', app)).resolves.toBe('shared');
    expect(writeFile).toHaveBeenCalledWith({
      path: 'book.pdf',
      data: btoa('%PDF'),
      directory: 'CACHE',
    });
    expect(share).toHaveBeenCalledWith({ title: 'book.pdf', files: ['file:///cache/book.pdf'] });
    expect(app.download).not.toHaveBeenCalled();
  });

  it('uses the web view’s own file sheet when the plugins are missing; closing it is no failure', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const view = target({ nav: { share, canShare: () => true } });
    await expect(saveFile(pdf(), 'book.pdf', view)).resolves.toBe('cancelled');
    expect(share).toHaveBeenCalledWith({ files: [expect.any(File)], title: 'book.pdf' });
  });

  it('reports a failure', async () => {
    const writeFile = vi.fn(() => Promise.reject(new Error('disk full')));
    const app = target({ native: { files: { writeFile }, share: { share: vi.fn() } } });
    await expect(saveFile(pdf(), 'book.pdf', app)).resolves.toBe('failed');
  });
});
