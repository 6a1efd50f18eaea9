// The share poster (docs/QUIZ.md, docs/QIXI.md): one drawing for the quiz and persona results
// and the Qixi invitation, and the button that makes it on demand.
export { drawSharePoster, type SharePoster } from './poster';
export { PosterButton } from './PosterButton';
