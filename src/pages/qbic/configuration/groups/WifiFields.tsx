import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WIFI_SECURITIES, type PlayerHoldings } from '../../../../players/bulkSave';
import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { TextSetting } from './TextSetting';

/** What the player answered about its Wi-Fi when the form opened, or nothing for several players. */
const Reported = ({ holdings }: { holdings?: PlayerHoldings }) => {
  const translate = useTranslate();
  if (!holdings?.wifiState) return null;
  const ssid = holdings.wifiNetwork?.ssid ?? '';
  // One sentence per state: a state word is never dropped into another sentence. Off has no network.
  const key =
    holdings.wifiState === 'enabled' && ssid ? 'reported_network' : `reported_${holdings.wifiState}`;
  return (
    <Typography variant="body2" color="textSecondary" data-testid="wifi-reported">
      {translate(`dm.qbicConfig.wifi.${key}`, { ssid })}
    </Typography>
  );
};

/** Wi-Fi: on with a network (name, security, password), or off. */
export const WifiFields = (props: GroupProps & { holdings?: PlayerHoldings }) => {
  const { form, update, disabled, holdings } = props;
  return (
    <>
      <Reported holdings={holdings} />
      <ChoiceField
        name="wifiState"
        value={form.wifiState}
        choices={['enabled', 'disabled'] as const}
        onChange={(wifiState) => update({ wifiState })}
        disabled={disabled}
      />
      {form.wifiState === 'enabled' ? (
        <>
          <ChoiceField
            name="wifiSecurity"
            value={form.wifiSecurity}
            choices={WIFI_SECURITIES}
            onChange={(wifiSecurity) => update({ wifiSecurity })}
            disabled={disabled}
          />
          <Stack direction="row" spacing={2}>
            <TextSetting {...props} field="wifiSsid" />
            {form.wifiSecurity === 'none' ? null : (
              <TextSetting {...props} field="wifiPassword" type="password" />
            )}
          </Stack>
        </>
      ) : null}
    </>
  );
};
