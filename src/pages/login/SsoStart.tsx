import { useState, type FormEvent } from 'react';
import { Button, Collapse, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** For a tenant not yet known: asks for the organization id, whose SSO settings then decide. */
export const SsoStart = ({ onTenant }: { onTenant(tenant: string): void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [tenant, setTenant] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tenant.trim()) onTenant(tenant.trim());
  };
  return (
    <>
      {open ? null : (
        <Button variant="text" size="small" onClick={() => setOpen(true)} sx={{ alignSelf: 'center' }}>
          {translate('dm.shell.sso.start')}
        </Button>
      )}
      <Collapse in={open} unmountOnExit>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-end' }}>
          <TextField
            name="tenant"
            size="small"
            label={translate('dm.shell.sso.organization')}
            value={tenant}
            onChange={(event) => setTenant(event.target.value)}
            slotProps={{ htmlInput: { pattern: '[\\w.\\-]{1,64}', maxLength: 64 } }}
            required
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="outlined">
            {translate('dm.shell.sso.next')}
          </Button>
        </Stack>
      </Collapse>
    </>
  );
};
