import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadPreviewActions, TableFileInput } from './TableFileLoad';

afterEach(cleanup);

describe('the table load pieces both administration sections use', () => {
  it('previews a chosen file by its name, size and text, and lets the same file be chosen again', async () => {
    const onChoose = vi.fn();
    render(<TableFileInput label="Table file (.csv)" testId="table-file" busy={false} onChoose={onChoose} />);
    const input = screen.getByTestId('table-file') as HTMLInputElement;
    const file = new File(['id,kind\n'], 'windows.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledWith('windows.csv', file.size, expect.any(Function));
    const readText = onChoose.mock.calls[0]?.[2] as () => Promise<string>;
    expect(await readText()).toBe('id,kind\n');
    expect(input.value).toBe('');
  });

  it('confirms only a loadable preview, and says why another cannot load', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <LoadPreviewActions
        testIdPrefix="t"
        loadable={false}
        busy={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
        notLoadable="Fix the problems."
      />,
    );
    expect((screen.getByTestId('t-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('t-not-loadable').textContent).toBe('Fix the problems.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <LoadPreviewActions
        testIdPrefix="t"
        loadable
        busy={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
        notLoadable="Fix the problems."
      />,
    );
    expect(screen.queryByTestId('t-not-loadable')).toBeNull();
    fireEvent.click(screen.getByTestId('t-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
