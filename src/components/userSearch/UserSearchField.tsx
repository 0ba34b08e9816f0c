import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DirectoryUser } from '../../domain/workplace/types';
import { isPlaceholder, type UserOption } from './userOptions';
import { useUserSearch } from './useUserSearch';

export interface UserSearchFieldProps {
  value: string;
  disabled: boolean;
  /** Translation key of the error to show, if any. */
  error: string | null;
  onChange(value: string): void;
  onPick(user: DirectoryUser): void;
  /** Enter on typed text: add the users it names (e-mail addresses or user ids, comma separated). */
  onAddTyped(): void;
  /** Translation keys of the field's label and help; the workplace preview users' by default. */
  label?: string;
  help?: string;
  /** The field's outer margin: the theme's dense one unless told; 'none' in a row that spaces its fields itself. */
  margin?: 'none' | 'dense';
}

const labelOf = (option: UserOption | string): string =>
  typeof option === 'string' ? option : isPlaceholder(option) ? '' : option.name;

/** Search the directory by name, user id or e-mail, with suggestions; a chosen user becomes a chip. */
export const UserSearchField = ({
  value,
  disabled,
  error,
  onChange,
  onPick,
  onAddTyped,
  label = 'dm.workplace.settings.search',
  help = 'dm.workplace.settings.searchHelp',
  margin,
}: UserSearchFieldProps) => {
  const translate = useTranslate();
  const { options, loading } = useUserSearch(value);
  return (
    <Autocomplete<UserOption, false, false, true>
      freeSolo
      options={options}
      value={null}
      inputValue={value}
      disabled={disabled}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      getOptionDisabled={isPlaceholder}
      getOptionKey={(option) =>
        typeof option === 'string' ? option : isPlaceholder(option) ? option.message : option.uid
      }
      isOptionEqualToValue={() => false}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') onChange(text);
      }}
      onChange={(_event, option) => {
        if (typeof option === 'string') onAddTyped();
        else if (option && !isPlaceholder(option)) onPick(option);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {isPlaceholder(option) ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {translate(`dm.workplace.settings.${option.message}`)}
            </Typography>
          ) : (
            <Box>
              <Typography variant="body2">{option.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.email} · {option.uid}
              </Typography>
            </Box>
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="userSearch"
          margin={margin}
          label={translate(label)}
          error={error !== null}
          helperText={translate(error ?? help)}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? (
                    <CircularProgress size={18} aria-label={translate('dm.common.loading')} />
                  ) : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
