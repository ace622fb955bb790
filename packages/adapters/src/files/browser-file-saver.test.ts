import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserFileSaver } from './browser-file-saver';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BrowserFileSaver', () => {
  it('clicks a hidden <a download> named after the file, then revokes its URL', () => {
    vi.useFakeTimers();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:https://portal/1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    new BrowserFileSaver().save({ blob, fileName: 'asset-register-7-2026-11-26.csv' });
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([
      { href: 'blob:https://portal/1', download: 'asset-register-7-2026-11-26.csv', attached: true },
    ]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoked).toHaveBeenCalledWith('blob:https://portal/1');
  });
});
