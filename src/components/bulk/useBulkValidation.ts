import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkStep } from './BulkUploadDialog';
import { fileErrorText } from './fileErrorText';

export interface BulkValidation<R> {
  step: BulkStep;
  setStep(step: BulkStep): void;
  file: File | null;
  chooseFile(file: File): void;
  /** Why the last file was refused, in the UI language, or null. */
  fileError: string | null;
  /** A file of another type than .xlsx was chosen: the same words as a file the server finds not to be one. */
  refuseFile(): void;
  validating: boolean;
  rows: R[];
  /** Sends the chosen file; a refused file is dropped and its reason shown, and the dialog stays open. */
  validate(): Promise<void>;
  /** Back from the validated rows to the picker, no file chosen, to validate another file. */
  chooseAgain(): void;
}

/** Step validate of the bulk dialog, both tabs: the chosen file, the server's rows prepared, or the refusal. */
export function useBulkValidation<R>(
  read: (file: File) => Promise<R[]>,
  /** A run that comes back (after signing in again): its rows, at step done. */
  restored: readonly R[] | null = null,
): BulkValidation<R> {
  const translate = useTranslate();
  const [step, setStep] = useState<BulkStep>(restored ? 'done' : 'validate');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const [rows, setRows] = useState<R[]>(() => (restored ? [...restored] : []));

  const validate = useCallback(async () => {
    if (!file) return;
    setValidating(true);
    try {
      setRows(await read(file));
      setStep('push');
    } catch (error) {
      setFile(null);
      setFileError(fileErrorText(translate, error));
    } finally {
      setValidating(false);
    }
  }, [file, read, translate]);
  const chooseFile = useCallback((chosen: File) => {
    setFile(chosen);
    setFileError(null);
  }, []);
  const refuseFile = useCallback(() => {
    setFile(null);
    setFileError(translate('dm.bulk.file.notSpreadsheet'));
  }, [translate]);

  const chooseAgain = useCallback(() => {
    setFile(null);
    setFileError(null);
    setRows([]);
    setStep('validate');
  }, []);

  return { step, setStep, file, chooseFile, fileError, refuseFile, validating, rows, validate, chooseAgain };
}
