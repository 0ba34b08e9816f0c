import { localStore } from '../storage/browserStorage';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { STORAGE_KEYS } from '../storage/storageKeys';
import type { AppDataProvider, PeopleDetails } from '../dataProvider';

const isDetails = (value: unknown): value is PeopleDetails =>
  typeof value === 'object' && value !== null && typeof (value as PeopleDetails).fullName === 'string';

/** Only pictures the browser shows as images (a data URL or a web address), never a script. */
const safePicture = (value: string | null | undefined): string | null =>
  value && /^(data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,|https?:\/\/)/i.test(value) ? value : null;

/**
 * The signed-in person's name and picture from `/people/details` (001 §7). The picture is kept under its storage
 * key so the next visit shows it before the call returns.
 */
export const usePeopleDetails = (): { fullName: string | null; picture: string | null } => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['dm', 'peopleDetails'],
    queryFn: ({ signal }) => dataProvider.peopleDetails({ signal }),
    staleTime: 10 * 60_000,
  });
  const details = isDetails(data) ? data : null;
  const picture = details
    ? safePicture(details.pictureThumbnail)
    : safePicture(localStore().getItem(STORAGE_KEYS.picture));
  useEffect(() => {
    if (!details) return;
    if (picture) localStore().setItem(STORAGE_KEYS.picture, picture);
    else localStore().removeItem(STORAGE_KEYS.picture);
  }, [details, picture]);
  return { fullName: details?.fullName ?? null, picture };
};
