// react-admin's own French messages, current for react-admin 5.
export { default } from 'ra-language-french';
