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
});
