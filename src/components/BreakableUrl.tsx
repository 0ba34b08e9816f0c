import { Fragment } from 'react';
import { urlPieces } from './urlBreaks';

/** A value that may be a long URL, written with a line break opportunity after each of its separators. */
export const BreakableUrl = ({ value }: { value: string }) => (
  <>
    {urlPieces(value).map((piece, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {piece}
      </Fragment>
    ))}
  </>
);
