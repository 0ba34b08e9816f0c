import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { FileUploadInput } from './FileUploadInput';

const choose = (container: HTMLElement, name: string) => {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
};

describe('FileUploadInput', () => {
  it('takes a file with an accepted extension, in any case', async () => {
    const onChange = vi.fn();
    const { container } = await renderInAdmin(
      <FileUploadInput accept={['.apk']} file={null} onChange={onChange} label="Choose .apk file" />,
    );
    expect(screen.getByText('No file chosen')).toBeTruthy();
    choose(container, 'APP-2.0.0.APK');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'APP-2.0.0.APK' }));
    expect(screen.queryByText('Only .apk files can be uploaded.')).toBeNull();
  });

  it('refuses any other file with the "Only … files can be uploaded." snackbar', async () => {
    const onChange = vi.fn();
    const { container } = await renderInAdmin(
      <FileUploadInput
        accept={['.zip']}
        file={{ name: 'fw-1.zip' }}
        onChange={onChange}
        label="Choose .zip file"
      />,
    );
    choose(container, 'firmware.tar.gz');
    expect(onChange).not.toHaveBeenCalled();
    expect(await screen.findByText('Only .zip files can be uploaded.')).toBeTruthy();
    expect(screen.getByText('fw-1.zip')).toBeTruthy();
  });

  it('is one real button that opens the chooser, named by what to choose and described by the chosen file', async () => {
    const { container } = await renderInAdmin(
      <FileUploadInput
        accept={['.png']}
        file={{ name: 'dark.png' }}
        onChange={vi.fn()}
        label="Choose file"
        accessibleName="Choose file (Logo on a dark background)"
      />,
    );
    // A native button: the browser turns Enter and Space into its click, which opens the chooser.
    const button = screen.getByRole('button', { name: 'Choose file (Logo on a dark background)' });
    expect(button.tagName).toBe('BUTTON');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.hidden).toBe(true);
    expect(input.tabIndex).toBe(-1);
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    const described = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('dark.png');
    expect(document.getElementById(described)?.getAttribute('aria-live')).toBe('polite');
  });
});
