// The visitor's account as more than one area shows it (tour/integral and 我的, docs/MINE.md):
//
// - MineSignIn      what a visitor without a token sees on their own pages: the way in, and home.
// - MyDataSection   我的数据: who they are signed in as, signing out, the export, deleting the account.
// - identity, mydata  the calls behind them (one set of singletons, so tests spy on one).
import './Account.css';

export { identity, mydata } from './calls';
export { MineSignIn } from './MineSignIn';
export { MyDataSection, maskPhone } from './MyDataSection';
