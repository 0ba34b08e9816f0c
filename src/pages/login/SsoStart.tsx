import { useState, type FormEvent } from 'react';
import { Button, Collapse, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isOrganizationId } from '../../authProvider/loginRoutes';

export interface SsoStartProps {
  onTenant(tenant: string): void;
  /** The organization asked for before, when it had no single sign-on: shown open, to be corrected. */
  tried?: string | null;
}

/** For a tenant not yet known: asks for the organization id, whose SSO settings then decide. */
export const SsoStart = ({ onTenant, tried = null }: SsoStartProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(tried !== null);
  const [tenant, setTenant] = useState(tried ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = tenant.trim();
    setInvalid(!isOrganizationId(value));
    if (isOrganizationId(value)) onTenant(value);
  };
  return (
    <>
      {open ? null : (
        <Button variant="text" size="small" onClick={() => setOpen(true)} sx={{ alignSelf: 'center' }}>
          {translate('dm.shell.sso.start')}
        </Button>
      )}
      <Collapse in={open} unmountOnExit>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={submit}
          noValidate
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            name="tenant"
            size="small"
            label={translate('dm.shell.sso.organization')}
            value={tenant}
            onChange={(event) => setTenant(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 64 } }}
            error={invalid}
            helperText={invalid ? translate('dm.ux.sso.invalid') : undefined}
            required
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
            {translate('dm.shell.sso.next')}
          </Button>
        </Stack>
      </Collapse>
    </>
  );
};
