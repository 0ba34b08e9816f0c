// react-admin's own English messages, current for react-admin 5.
export { default } from 'ra-language-english';
