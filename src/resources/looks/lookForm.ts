import type { ReactElement, ReactNode } from 'react';
import type { LookType } from '../../domain/looks/lookTypes';

/** What the generic create and edit pages hand to a resource's form. */
export interface LookFormProps {
  toolbar: ReactElement;
  /** Shown above the inputs (the conflict notice after a refused save). */
  notice?: ReactNode;
  /** On a create page the display type can still be chosen. */
  isCreate?: boolean;
  /** A new record's display type (the list tab it was created from). */
  type?: LookType;
}
