import { useEffect, useState } from 'react';
import { toDeviceError } from '../../../players';
import {
  emptyForm,
  formFromSettings,
  readCurrentSettings,
  type ConfigurationForm,
  type PlayerHoldings,
} from '../../../players/bulkSave';
import type { RunDependencies } from './useConfigurationRun';
import { reasonText, type Text } from '../../../players/configuration/statusView';
import type { ConfigurablePlayer } from '../../../players/configuration/types';

export interface InitialForm {
  loading: boolean;
  form: ConfigurationForm | null;
  /** What one player holds besides its settings (its stored login, its Wi-Fi), shown beside the fields. */
  holdings?: PlayerHoldings;
  /** Why one player's current settings could not be read (the form then starts empty). */
  loadError?: Text;
  /** The password prompt was cancelled: the form is not shown at all. */
  cancelled?: boolean;
}

/**
 * The form to start from: one player's current settings (`GET /v1/settings` and volume), stored login
 * (`config_logon.xml`, never its password) and Wi-Fi, or an empty form for several players (001 §3). While the
 * password prompt is open for the player the form waits behind it, reading; a wrong password is asked again in
 * the prompt, and a cancelled prompt leaves no form (never an empty one standing in for the player's settings).
 */
export function useInitialForm(
  players: readonly ConfigurablePlayer[],
  deps: RunDependencies,
  active: boolean,
): InitialForm {
  const single = players.length === 1 ? players[0] : null;
  const ip = single?.ip;
  const serial = single?.serial_number;
  const isPasswordProtected = single?.isPasswordProtected;
  const [state, setState] = useState<InitialForm>({ loading: false, form: null });
  const { client, tenantId, cache, prompt, passwords } = deps;

  useEffect(() => {
    if (!active) return;
    if (ip === undefined || serial === undefined) {
      setState({ loading: false, form: emptyForm() });
      return;
    }
    const abort = new AbortController();
    setState({ loading: true, form: null });
    readCurrentSettings(
      { ip, serial_number: serial, isPasswordProtected },
      { client, tenantId, cache, prompt, passwords, signal: abort.signal },
    ).then(
      ({ settings, volume, holdings }) => {
        if (abort.signal.aborted) return;
        setState({ loading: false, form: formFromSettings(settings, volume, holdings), holdings });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const { code, status, detail } = toDeviceError(error);
        if (code === 'USER_CANCELLATION') return setState({ loading: false, form: null, cancelled: true });
        setState({
          loading: false,
          form: emptyForm(),
          loadError: reasonText({ step: 'authorize', code, status, detail }),
        });
      },
    );
    return () => abort.abort();
  }, [active, ip, serial, isPasswordProtected, client, tenantId, cache, prompt, passwords]);

  return state;
}
