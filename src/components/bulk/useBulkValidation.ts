import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorSnackbar } from '../useErrorSnackbar';
import type { BulkStep } from './BulkUploadDialog';
import { fileErrorText } from './fileErrorText';

export interface BulkValidation<R> {
  step: BulkStep;
  setStep(step: BulkStep): void;
  file: File | null;
  chooseFile(file: File): void;
  validating: boolean;
  rows: R[];
  /** Sends the chosen file; on a refused file shows why and calls onRefused (000 §5: a file error closes). */
  validate(onRefused: () => void): Promise<void>;
}

/** Step validate of the bulk dialog, both tabs: the chosen file, the server's rows prepared, or the refusal. */
export function useBulkValidation<R>(
  read: (file: File) => Promise<R[]>,
  /** A run that comes back (after signing in again): its rows, at step done. */
  restored: readonly R[] | null = null,
): BulkValidation<R> {
  const translate = useTranslate();
  const showError = useErrorSnackbar();
  const [step, setStep] = useState<BulkStep>(restored ? 'done' : 'validate');
  const [file, setFile] = useState<File | null>(null);
  const [validating, setValidating] = useState(false);
  const [rows, setRows] = useState<R[]>(() => (restored ? [...restored] : []));

  const validate = useCallback(
    async (onRefused: () => void) => {
      if (!file) return;
      setValidating(true);
      try {
        setRows(await read(file));
        setStep('push');
      } catch (error) {
        showError(fileErrorText(translate, error), translate('dm.bulk.file.title'));
        onRefused();
      } finally {
        setValidating(false);
      }
    },
    [file, read, showError, translate],
  );

  return { step, setStep, file, chooseFile: setFile, validating, rows, validate };
}
