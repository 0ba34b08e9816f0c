import french from 'ra-language-french';
import { mergeMessages } from '../messages';

// react-admin's own French messages, current for react-admin 5, in the console's words ("e-mail", docs/glossary.md).
export default mergeMessages(french, {
  ra: { auth: { email: 'E-mail' }, validation: { email: 'Doit être un e-mail valide' } },
});
