import type { TranslateFunction } from 'ra-core';
import { errorCodeOf, errorMessageKey } from '../../dataProvider/errorCodes';
import { sheetProblemOf, type SheetProblemParams } from '../../contract/sheetProblems';

const paramsOf = (error: unknown): SheetProblemParams => {
  const body = (error as { body?: { params?: SheetProblemParams } } | null)?.body;
  return body?.params ?? {};
};

/** The message for a refused upload: the sheet problem with the headers, rows or cell it names; else the error's. */
export function fileErrorText(translate: TranslateFunction, error: unknown): string {
  const problem = sheetProblemOf(errorCodeOf(error));
  if (!problem) {
    const key = errorMessageKey(error);
    return translate(key, { _: key });
  }
  const params = paramsOf(error);
  return translate(`dm.bulk.file.${problem}`, {
    names: (params.names ?? []).join(', '),
    cell: params.cell ?? '',
  });
}
