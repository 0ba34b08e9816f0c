import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import { BulkUploadDialog, type BulkStep, type BulkUploadDialogProps } from './BulkUploadDialog';

const show = async (props: Partial<BulkUploadDialogProps> = {}) => {
  const handlers = {
    onFile: vi.fn(),
    onValidate: vi.fn(),
    onChooseAgain: vi.fn(),
    onPush: vi.fn(),
    onClose: vi.fn(),
  };
  await renderInAdmin(
    <BulkUploadDialog
      open
      step="validate"
      title="Bulk configuration upload"
      description="Choose the file"
      file={null}
      validating={false}
      canPush={false}
      pushing={false}
      percent={0}
      results={<p>results table</p>}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};

const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

describe('BulkUploadDialog', () => {
  it('keeps Validate disabled until a file is chosen, and hands on the chosen .xlsx', async () => {
    const handlers = await show();
    expect(button('Validate').hasAttribute('disabled')).toBe(true);
    const input = document.querySelector<HTMLInputElement>('input[name="fileupload"]');
    const file = new File(['x'], 'edited.xlsx');
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    expect(handlers.onFile).toHaveBeenCalledWith(file);
  });

  it('validates the chosen file', async () => {
    const handlers = await show({ file: new File(['x'], 'edited.xlsx') });
    fireEvent.click(button('Validate'));
    expect(handlers.onValidate).toHaveBeenCalledOnce();
  });

  it('shows the validating label and hides Cancel while busy', async () => {
    await show({ file: new File(['x'], 'edited.xlsx'), validating: true });
    expect(button('Validating…').hasAttribute('disabled')).toBe(true);
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('shows the results and Push config only when something can be pushed', async () => {
    const handlers = await show({ step: 'push', canPush: true });
    expect(screen.getByText('results table')).toBeTruthy();
    fireEvent.click(button('Push config'));
    expect(handlers.onPush).toHaveBeenCalledOnce();
  });

  it('while pushing shows the busy button and the percent, without Cancel', async () => {
    await show({ step: 'push', canPush: true, pushing: true, percent: 40 });
    expect(button('Pushing…').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('40%');
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('offers another file after the validation, until a push starts, and comes back with the focus on the picker', async () => {
    const Flow = () => {
      const [step, setStep] = useState<BulkStep>('push');
      return (
        <BulkUploadDialog
          open
          step={step}
          title="Bulk configuration upload"
          description="Choose the file"
          file={null}
          onFile={vi.fn()}
          validating={false}
          onValidate={vi.fn()}
          onChooseAgain={() => setStep('validate')}
          canPush
          pushing={false}
          percent={0}
          onPush={vi.fn()}
          onClose={vi.fn()}
        />
      );
    };
    await renderInAdmin(<Flow />);
    fireEvent.click(button('Choose another file'));
    expect(document.activeElement).toBe(button('Choose .xlsx file'));
    expect(button('Validate').hasAttribute('disabled')).toBe(true);
  });

  it('offers no other file while a push runs', async () => {
    await show({ step: 'push', canPush: true, pushing: true, percent: 40 });
    expect(
      within(screen.getByRole('dialog')).queryByRole('button', { name: 'Choose another file' }),
    ).toBeNull();
  });
});
