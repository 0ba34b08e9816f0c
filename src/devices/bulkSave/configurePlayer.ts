import type { DeviceClient, NamedBlob, UploadOptions } from '../deviceClient';
import { derivedPassword } from '../derivedPassword';
import { relabel, toDeviceError, type DeviceErrorCode } from '../errors';
import type { DeviceSession, PlayerRef } from '../types';
import type { Limiter } from './limiter';
import type { ConfigurationPlan, DeviceCall, PlayerTask } from './plan';
import { stepPercent, type ProgressUnit } from './progress';
import type { PlayerSession } from './session';
import type { ConfigurationStep, StepFailure } from './types';

/** What a player's run writes down as it goes: read when the player ends, also when cancelled mid-way. */
export interface PlayerRecord {
  failures: StepFailure[];
  done: ConfigurationStep[];
}

export interface PlayerRun {
  client: DeviceClient;
  tenantId: string;
  plan: ConfigurationPlan;
  session: PlayerSession;
  /** Shared by every player of the run: app and firmware uploads at once. */
  uploads: Limiter;
  signal?: AbortSignal;
  record: PlayerRecord;
  progress(unit: ProgressUnit, percent: number): void;
}

/** After these a player cannot go on: it does not answer, refuses us, or the run was cancelled. */
const FATAL: ReadonlySet<DeviceErrorCode> = new Set([
  'UNREACHABLE_DEVICE',
  'USER_CANCELLATION',
  'QBIC_AUTHORIZATION_FAILURE',
  'UNLOCKABLE_DEVICE',
  'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
]);

/** Thrown to leave a group's remaining calls once the player has stopped; not a failure of its own. */
const SKIPPED = Symbol('skipped');

function makeCall(run: PlayerRun, player: PlayerRef, session: DeviceSession, call: DeviceCall) {
  const { client } = run;
  const options = { signal: run.signal };
  switch (call.kind) {
    case 'setting':
      return client.setSetting(session, call.key, call.value, options);
    case 'volume':
      return client.setVolume(session, call.stream, call.value, options);
    case 'file':
      return client.uploadFile(session, call.filename, call.content, options);
    case 'lock':
      return client
        .setPassword(session, derivedPassword(run.tenantId, player.serial_number), options)
        .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_LOCKING_QBIC_DEVICE')));
    case 'unlock':
      return client
        .resetPassword(session, options)
        .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_UNLOCKING_QBIC_DEVICE')));
  }
}

/**
 * Configures one player (001 §4 Bulk save, for one device): sign in, the enabled groups side by side (each
 * group's calls in order, QBIC security after the others), the app upload, the firmware upload, then a
 * restart when the schedule power mode was enabled or a firmware file was installed. Every failure is
 * written to the record with its step; after a failure that stops the player (unreachable, refused,
 * cancelled) the remaining steps are skipped. Resolves when the player is done; never rejects.
 */
export async function configurePlayer(player: PlayerRef, run: PlayerRun): Promise<void> {
  const { plan, record, session } = run;
  const rebootPlanned = plan.reboot || plan.firmware !== undefined;
  const totalSteps = 1 + plan.tasks.length + (rebootPlanned ? 1 : 0);
  let stopped = false;

  const fail = (step: ConfigurationStep, error: unknown) => {
    const { code, status, detail } = toDeviceError(error);
    // Calls made side by side fail together once the player is gone: one line says it.
    if (stopped && record.failures.some((failure) => failure.code === code)) return;
    record.failures.push({ step, code, ...(status ? { status } : {}), ...(detail ? { detail } : {}) });
    if (FATAL.has(code)) stopped = true;
  };
  const attempt = async (step: ConfigurationStep, work: () => Promise<unknown>): Promise<boolean> => {
    if (stopped) return false;
    try {
      await work();
      record.done.push(step);
      return true;
    } catch (error) {
      if (error !== SKIPPED) fail(step, error);
      return false;
    } finally {
      if (step !== 'appUpload' && step !== 'firmwareUpload') {
        run.progress('tasks', stepPercent(record.done.length + record.failures.length, totalSteps));
      }
    }
  };
  const runTask = (task: PlayerTask) =>
    attempt(task.group, async () => {
      for (const call of task.calls) {
        if (stopped) throw SKIPPED;
        await session.call((s) => makeCall(run, player, s, call));
      }
    });
  const upload = (
    step: ConfigurationStep,
    unit: ProgressUnit,
    file: NamedBlob,
    send: (s: DeviceSession, f: NamedBlob, o: UploadOptions) => Promise<unknown>,
  ) =>
    attempt(step, () =>
      run.uploads.run(
        () =>
          session.call((s) =>
            send(s, file, {
              signal: run.signal,
              // Loaded over total as a fraction, so the bar moves with every chunk of a large file.
              onProgress: (event) =>
                run.progress(unit, event.total > 0 ? (event.loaded / event.total) * 100 : event.percent),
            }),
          ),
        run.signal,
      ),
    );

  if (!(await attempt('authorize', () => session.open()))) return;
  const security = plan.tasks.filter((task) => task.group === 'qbicSecurity');
  await Promise.all(plan.tasks.filter((task) => task.group !== 'qbicSecurity').map(runTask));
  if (plan.app) await upload('appUpload', 'app', plan.app, (s, f, o) => run.client.updateApp(s, f, o));
  const firmwareInstalled =
    plan.firmware !== undefined &&
    (await upload('firmwareUpload', 'firmware', plan.firmware, (s, f, o) =>
      run.client.updateFirmware(s, f, o),
    ));
  for (const task of security) await runTask(task);
  if (plan.reboot || firmwareInstalled) {
    await attempt('reboot', () => session.call((s) => run.client.reboot(s, { signal: run.signal })));
    session.forget();
  }
}
