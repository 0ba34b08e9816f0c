import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fileProblem } from '../../domain/content/contentModel';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ContentFileInput } from './ContentFileInput';

/** Issue 38, M8: a video over the size limit shows the size rule under the picker, not "[object Object]". */
describe('ContentFileInput', () => {
  it('says the size rule for a 25 MB video', async () => {
    const validate = (values: { file?: File | null }) => {
      const problem = values.file ? fileProblem('VID', values.file) : null;
      return problem ? { file: `dm.content.validation.${problem}` } : {};
    };
    await renderInAdmin(
      <Form validate={validate} mode="onChange">
        <ContentFileInput source="file" extensions={['mp4']} label="dm.content.form.file" />
      </Form>,
    );
    const video = new File([new Uint8Array(8)], 'clip.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 25 * 1024 * 1024 });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [video] } });
    await waitFor(() => expect(screen.getByText('The file is larger than 20 MB')).toBeTruthy());
    expect(document.body.textContent).not.toContain('[object Object]');
  });
});
