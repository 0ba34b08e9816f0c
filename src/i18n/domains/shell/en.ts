// The shell: header, session, sign-in flows, shared dialogs and the pages without content of their own yet.
export default {
  dm: {
    shell: {
      header: { menu: 'Main menu', open_menu: 'Open the main menu' },
      language: {
        label: 'Language',
        save_failed: 'Your language choice could not be saved to your profile',
      },
      profile: {
        label: 'Profile',
        tenant: '%{name} (%{id})',
        sign_out: 'Sign out',
        roles: 'Role: %{roles} |||| Roles: %{roles}',
        role: {
          admin: 'Administrator',
          contentcontributor: 'Content contributor',
          contentadmin: 'Content administrator',
        },
      },
      apps: {
        label: 'Apps',
        go: 'Go',
        studio: 'Studio',
        devicecontrol: 'Device Control',
        current: 'You are here',
        new_tab: 'Opens in a new tab',
      },
      session: {
        logged_out_title: 'Signed out',
        message_user_logged_out: 'Your session has ended. Sign in again to continue where you left off.',
        sign_in_again: 'Sign in again',
        changed_title: 'Another user signed in',
        message_user_session_changed:
          'Someone signed in as a different user in another tab of this browser. Refresh to continue as that user.',
        refresh: 'Refresh',
        signing_out: 'Signing out',
      },
      login: {
        signed_in_as: 'You are signed in as %{name}.',
        continue: 'Continue',
        signed_out_idle: 'You were signed out after 20 minutes without activity.',
        signed_out_session: 'Your session has ended. Sign in again to continue where you left off.',
        separate: {
          title: 'You are signed in',
          message: 'The console continues in the tab you signed in from. You can close this window.',
          open_here: 'Open the console here',
          close: 'Close this window',
        },
      },
      redirect: {
        heading: 'Continue on the central sign-in page',
        message_captcha_required: 'For your security, this sign-in needs a captcha check.',
        message_must_change_password: 'Your password has expired and must be changed before you can sign in.',
        message_redirect_notice:
          'The central sign-in page opens in a new window. When you have finished there, this page signs you in.',
        open: 'Open sign-in page',
      },
      sso: {
        start: 'Use single sign-on (SSO)',
        organization: 'Organization ID',
        next: 'Next',
        applies: 'Your organization (%{tenant}) signs in with single sign-on.',
        continue: 'Continue with single sign-on',
        use_password: 'Sign in with user name and password instead',
        not_configured:
          'Single sign-on is not set up for “%{tenant}”. Sign in with your user name and password.',
      },
      confirm: {
        cancel: 'Cancel',
        accept: 'Accept',
        ok: 'OK',
        yes_delete: 'Yes, delete',
        yes_unlink: 'Yes, unregister',
        authorize: 'Authorize',
        busy_accept: 'Accepting…',
        busy_ok: 'Please wait…',
        busy_delete: 'Deleting…',
        yes_remove: 'Yes, remove',
        busy_remove: 'Removing…',
        busy_unlink: 'Unregistering…',
        busy_authorize: 'Authorizing…',
        password: 'Password',
      },
      error: {
        title: 'Error',
        page_title: 'This page could not be shown',
        page_message: 'Something went wrong while showing this page. Try again, or choose another page.',
      },
      turned_away: 'Your account does not have the permissions for “%{from}”, so you were taken to “%{to}”.',
      unauthorized: {
        title: 'No access to Device Manager',
        message:
          'You are signed in, but your account has none of the permissions this console needs. Ask your administrator for access.',
        sign_in_other: 'Sign in as someone else',
      },
      not_found: {
        title: 'Page not found',
        message: 'There is no page at this address. It may have moved, or the link may be mistyped.',
        home: 'Go to the start page',
      },
    },
  },
};
