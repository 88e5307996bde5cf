// The top bar (with the profile menu and its notifications) and the tabs, loaded together by
// lazy-chrome.tsx: the public pages show neither, and a first visit usually starts on one.
export { MainNav } from './main-nav';
export { TopAppBar } from './top-app-bar';
