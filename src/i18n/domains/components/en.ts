// Shared dialogs and inputs: the generic confirm dialog (000 §2.3) and the number input (000 §2.11).
export default {
  dm: {
    confirm: {
      cancel: 'Cancel',
      accept: 'Accept',
      ok: 'OK',
      yes_delete: 'Yes, delete',
      yes_unlink: 'Yes, unregister',
      authorize: 'Authorize',
      password: 'Password',
      busy: {
        accept: 'Accepting…',
        ok: 'Please wait…',
        delete: 'Deleting…',
        unlink: 'Unregistering…',
        authorize: 'Authorizing…',
      },
    },
    numberInput: {
      increase: 'Increase',
      decrease: 'Decrease',
    },
  },
};
