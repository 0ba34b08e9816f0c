import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The tenant's locations to choose from; none chosen means everywhere. Sent comma-joined (000 §3). */
export const LocationsInput = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['tenant', 'locations'],
    queryFn: ({ signal }) => dataProvider.locations({ signal }),
    staleTime: 5 * 60_000,
  });
  return (
    <AutocompleteArrayInput
      source="locations"
      label="resources.contentRules.fields.locations"
      choices={data ?? []}
      isPending={isPending}
      helperText="dm.content.rules.locations_hint"
      fullWidth
    />
  );
};
