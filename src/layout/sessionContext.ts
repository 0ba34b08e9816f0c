// The shell's session controls live beside the session itself, so that resources can reach them too.
export { SessionContext, useSession, type SessionControls } from '../authProvider/sessionContext';
