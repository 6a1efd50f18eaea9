// The one text layer: the words and their lookup (text.ts), and the area words that load
// with their pages (areas.ts), which the shell carries anyway: as a chunk of its own it cost
// the first screen more than its size.
export * from './text';
export { loadAllWords, loadWords, type WordArea } from './areas';
