import {
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { readIdentity } from '../../../authProvider';
import { PlayerConfigurationDialog } from './PlayerConfigurationDialog';
import { playerClient } from './playerClient';
import type { ConfigurablePlayer } from './types';

/** The players answering at the given addresses (public info), read again after each change. */
function usePlayersAt(ips: readonly string[], version: number) {
  const [players, setPlayers] = useState<ConfigurablePlayer[] | null>(null);
  const key = ips.join(',');
  useEffect(() => {
    const abort = new AbortController();
    const addresses = key ? key.split(',') : [];
    void Promise.all(
      addresses.map((ip) =>
        playerClient.publicInfo(ip, { signal: abort.signal }).then(
          (info) => ({ ip, ...info }),
          () => null,
        ),
      ),
    ).then((found) => {
      if (!abort.signal.aborted) setPlayers(found.filter((player) => player !== null));
    });
    return () => abort.abort();
  }, [key, version]);
  return players;
}

/**
 * Temporary page (/kiosk/qbic-configure?ips=a,b,c&security=1) that lists the players at the given addresses
 * and opens the configuration dialog for the ticked ones, until the players page's bottom bar does.
 */
export const ConfigureScaffoldPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const ips = (params.get('ips') ?? '').split(',').filter(Boolean);
  const [version, setVersion] = useState(0);
  const players = usePlayersAt(ips, version);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState(false);
  const selected = (players ?? []).filter((player) => !unticked.has(player.ip));
  const toggle = (ip: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(ip)) next.add(ip);
      return next;
    });

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6">{translate('dm.qbicConfig.scaffold.title')}</Typography>
        {players === null ? <CircularProgress size={24} /> : null}
        {players?.length === 0 ? <Typography>{translate('dm.qbicConfig.scaffold.none')}</Typography> : null}
        <Table size="small">
          <TableBody>
            {(players ?? []).map((player) => (
              <TableRow key={player.ip} data-testid="scaffold-player" data-ip={player.ip}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={!unticked.has(player.ip)}
                    onChange={() => toggle(player.ip)}
                    slotProps={{ input: { 'aria-label': player.ip } }}
                  />
                </TableCell>
                <TableCell>{player.player_name}</TableCell>
                <TableCell>{player.model_id}</TableCell>
                <TableCell>{player.serial_number}</TableCell>
                <TableCell>{player.ip}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={selected.length === 0}
          onClick={() => setOpen(true)}
        >
          {translate('dm.qbicConfig.scaffold.open')}
        </Button>
        <PlayerConfigurationDialog
          open={open}
          players={selected}
          tenantId={readIdentity(localStorage)?.tenantId ?? ''}
          qbicSecurityEnabled={params.get('security') === '1'}
          onClose={(changed) => {
            setOpen(false);
            if (changed) setVersion((value) => value + 1);
          }}
        />
      </CardContent>
    </Card>
  );
};
