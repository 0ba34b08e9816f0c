import type { MouseEvent, ReactNode } from 'react';
import { Button, LinkBase } from 'react-admin';

export interface LinkButtonProps {
  to: string;
  /** A translation key. */
  label: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

// Inside a clickable row, following the link must not also click the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** A react-admin button that navigates to a path of the console (a list path with its query, say). */
export const LinkButton = ({ to, label, icon, variant }: LinkButtonProps) => (
  <Button component={LinkBase} to={to} label={label} variant={variant} onClick={stopPropagation}>
    <>{icon}</>
  </Button>
);
