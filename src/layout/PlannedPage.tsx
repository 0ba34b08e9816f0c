import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';

export interface PlannedPageProps {
  icon: ComponentType<SvgIconProps>;
  /** Text group under dm.shell.planned: title, message and detail_1 … detail_n. */
  name: string;
  details: number;
}

/** The translated texts of a planned page: what will be configured there. */
export const usePlannedTexts = (name: string, details: number) => {
  const translate = useTranslate();
  const key = (part: string) => `dm.shell.planned.${name}.${part}`;
  return {
    title: translate(key('title')),
    message: translate(key('message')),
    details: Array.from({ length: details }, (_, index) => translate(key(`detail_${index + 1}`))),
  };
};

/** A page whose feature arrives in a later version: it says honestly what will be configured here. */
export const PlannedPage = ({ icon, name, details }: PlannedPageProps) => {
  const texts = usePlannedTexts(name, details);
  return <EmptyState icon={icon} title={texts.title} message={texts.message} details={texts.details} />;
};
