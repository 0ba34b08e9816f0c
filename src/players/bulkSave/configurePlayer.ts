import type { DeviceClient, NamedBlob, UploadOptions } from '../deviceClient';
import { derivedPassword } from '../derivedPassword';
import { relabel, toDeviceError, type DeviceErrorCode } from '../errors';
import type { PlayerPasswords } from '../playerPasswords';
import type { DeviceSession, PlayerRef } from '../types';
import type { Limiter } from './limiter';
import { AFTER_UPLOADS, stepOrder, type ConfigurationPlan, type DeviceCall } from './plan';
import { stepPercent, type ProgressUnit } from './progress';
import type { PlayerSession } from './session';
import type { AppAnswer, ConfigurationStep, StepFailure, WifiAnswer } from './types';
import { untilSent } from './untilSent';

/** What a player's run writes down as it goes: read when the player ends, also when cancelled mid-way. */
export interface PlayerRecord {
  failures: StepFailure[];
  done: ConfigurationStep[];
  wifi?: WifiAnswer;
  app?: AppAnswer;
}

export interface PlayerRun {
  client: DeviceClient;
  tenantId: string;
  plan: ConfigurationPlan;
  session: PlayerSession;
  /** Shared by every player of the run: app and firmware uploads at once. */
  uploads: Limiter;
  /** The firmware to install, downloaded once for the run when the plan names a ZIP URL. */
  firmware?: () => Promise<NamedBlob>;
  /** Told of the password the player holds once the security step changed it. */
  passwords?: PlayerPasswords;
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

const stepFailure = (step: ConfigurationStep, error: unknown): StepFailure => {
  const { code, status, detail } = toDeviceError(error);
  return { step, code, ...(status ? { status } : {}), ...(detail ? { detail } : {}) };
};

/**
 * Why a player could not be signed in to. A prompt cancelled while the run goes on leaves the player locked: it
 * fails as one no known password opens (not as the run's cancel), saying whether this console gave it its password.
 */
function signInFailure(player: PlayerRef, error: unknown, run: PlayerRun): StepFailure {
  const { code } = toDeviceError(error);
  const unopened = code === 'UNLOCKABLE_DEVICE' || (code === 'USER_CANCELLATION' && !run.signal?.aborted);
  if (!unopened) return stepFailure('authorize', error);
  const own = run.passwords?.setByConsole(player.serial_number) ? { ownPassword: true as const } : {};
  return { step: 'authorize', code: 'UNLOCKABLE_DEVICE', ...own };
}

/** Thrown to leave a group's remaining calls once the player has stopped; not a failure of its own. */
const SKIPPED = Symbol('skipped');

async function checkWifi(run: PlayerRun, session: DeviceSession): Promise<void> {
  const options = { signal: run.signal };
  const state = await run.client.wifiState(session, options);
  const network = await run.client.wifiNetwork(session, options);
  run.record.wifi = { state, ssid: network.ssid ?? '' };
}

function makeCall(
  run: PlayerRun,
  player: PlayerRef,
  session: DeviceSession,
  call: DeviceCall,
): Promise<unknown> {
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
        .then(() => run.passwords?.released(player.serial_number))
        .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_LOCKING_QBIC_DEVICE')));
    case 'unlock':
      return client
        .resetPassword(session, options)
        .then(() => run.passwords?.released(player.serial_number))
        .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_UNLOCKING_QBIC_DEVICE')));
    case 'password':
      // The console gave the player a password of its own: it is never "locked by someone else" after this.
      return client
        .setPassword(session, call.value, options)
        .then(() => run.passwords?.setOwn(player.serial_number, call.value))
        .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_LOCKING_QBIC_DEVICE')));
    case 'wifiState':
      return client.setWifiState(session, call.value, options);
    case 'wifiNetwork':
      return client.setWifiNetwork(session, call.network, options);
    case 'wifiCheck':
      return checkWifi(run, session);
    case 'startApp':
      return client
        .startApp(session, { pkgname: call.pkgname, classname: call.classname }, options)
        .then(() => void (run.record.app = { pkgname: call.pkgname, state: 'started' }));
    case 'stopApp':
      return client
        .stopApp(session, call.pkgname, options)
        .then(() => void (run.record.app = { pkgname: call.pkgname, state: 'stopped' }));
  }
}

/**
 * Configures one player (001 §4 Bulk save, for one device) in `stepOrder`: sign in, the enabled groups
 * side by side, started in the documents' order (each group's calls one after the other), then one step at
 * a time the app upload, the firmware upload, the app start or stop, the device password, and a restart
 * when the schedule power mode was enabled or a firmware was installed. Every failure is written to the record with its step; after a failure that stops the player
 * (unreachable, refused, cancelled) the remaining steps are skipped. Resolves when the player is done;
 * never rejects.
 */
export async function configurePlayer(player: PlayerRef, run: PlayerRun): Promise<void> {
  const { plan, record, session } = run;
  const totalSteps = stepOrder(plan).filter(
    (step) => step !== 'appUpload' && step !== 'firmwareUpload',
  ).length;
  let stopped = false;

  const fail = (step: ConfigurationStep, error: unknown) => {
    const failure = step === 'authorize' ? signInFailure(player, error, run) : stepFailure(step, error);
    const { code } = failure;
    // Calls made side by side fail together once the player is gone: one line says it.
    if (stopped && record.failures.some((failed) => failed.code === code)) return;
    record.failures.push(failure);
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
  const runTask = (step: ConfigurationStep) =>
    attempt(step, async () => {
      for (const call of plan.tasks.find((task) => task.group === step)?.calls ?? []) {
        if (stopped) throw SKIPPED;
        await session.call((s) => makeCall(run, player, s, call));
      }
    });
  const upload = (
    step: ConfigurationStep,
    unit: ProgressUnit,
    file: () => Promise<NamedBlob>,
    send: (s: DeviceSession, f: NamedBlob, o: UploadOptions) => Promise<unknown>,
  ) =>
    attempt(step, async () => {
      const chosen = await file();
      await run.uploads.run(
        () =>
          session.call((s) => {
            const sending = untilSent(run.signal);
            return send(s, chosen, {
              signal: sending.signal,
              // Loaded over total as a fraction, so the bar moves with every chunk of a large file.
              onProgress: (event) => {
                if (event.total > 0 && event.loaded >= event.total) sending.sent();
                run.progress(unit, event.total > 0 ? (event.loaded / event.total) * 100 : event.percent);
              },
            }).finally(sending.release);
          }),
        run.signal,
      );
    });

  let firmwareInstalled = false;
  const runStep = async (step: ConfigurationStep): Promise<boolean> => {
    switch (step) {
      case 'authorize':
        return attempt('authorize', () => session.open());
      case 'appUpload': {
        const app = plan.app;
        if (app)
          await upload(
            'appUpload',
            'app',
            () => Promise.resolve(app),
            (s, f, o) => run.client.updateApp(s, f, o),
          );
        return true;
      }
      case 'firmwareUpload': {
        const chosen = plan.firmware;
        const file = chosen ? () => Promise.resolve(chosen) : run.firmware;
        firmwareInstalled =
          file !== undefined &&
          (await upload('firmwareUpload', 'firmware', file, (s, f, o) => run.client.updateFirmware(s, f, o)));
        return true;
      }
      case 'reboot':
        if (!plan.reboot && !firmwareInstalled) return true;
        await attempt('reboot', () => session.call((s) => run.client.reboot(s, { signal: run.signal })));
        session.forget();
        return true;
      default:
        await runTask(step);
        return true;
    }
  };

  const order = stepOrder(plan);
  if (!(await runStep(order[0]))) return;
  // The per-player tasks before the uploads go side by side, started in the documents' order (each group's own
  // calls one after the other); everything from the uploads on goes one step at a time.
  const early = plan.tasks.map((task) => task.group).filter((group) => !AFTER_UPLOADS.includes(group));
  await Promise.all(early.map(runStep));
  for (const step of order.slice(1 + early.length)) await runStep(step);
}
