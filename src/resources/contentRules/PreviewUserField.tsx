import { Box } from '@mui/material';
import { useState } from 'react';
import { UserSearchField } from '../../components/userSearch/UserSearchField';

/**
 * The person of "what will this screen show": picked with the directory search (the preview then uses their ID,
 * as rules hold it), or typed as it stands in a rule.
 */
export const PreviewUserField = ({ onUser }: { onUser(user: string): void }) => {
  const [text, setText] = useState('');
  return (
    <Box sx={{ minWidth: 260, flex: 1 }}>
      <UserSearchField
        value={text}
        disabled={false}
        error={null}
        label="dm.content.preview.user"
        help="dm.content.preview.user_help"
        // The row spaces its fields and lines their tops up; the field's own top margin would set it lower.
        margin="none"
        onChange={(next) => {
          setText(next);
          onUser(next.trim());
        }}
        onPick={(user) => {
          setText(user.name);
          onUser(user.uid);
        }}
        onAddTyped={() => undefined}
      />
    </Box>
  );
};
