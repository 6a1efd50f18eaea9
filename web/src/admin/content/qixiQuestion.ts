// 七夕题库: what the console needs to know about a Qixi question (crates/content's
// QixiQuestion, docs/QIXI.md "Editing the questions"): two to six options with no right
// one (a pair scores by answering alike), a new question's id and the record it starts as.
import { newBankId } from './quizQuestion';

export const QIXI_ENTITY = 'qixi_questions';

/** How many options a question may have, as the validator allows. */
export const QIXI_MIN_OPTIONS = 2;
export const QIXI_MAX_OPTIONS = 6;
export const QIXI_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** Help lines under each field, in an editor's words. */
export const QIXI_HELP = {
  question: '两人都要回答的问题，关于一起旅行的偏好，一句话问清楚，最多 80 字',
  options: '2 到 6 个选项，各不相同，每个最多 30 字；没有对错，两人选得一样就算默契',
  source: '谁写的、参考了什么，供编辑核对，游客看不到',
  retired: '删除后新的邀请不再问这道题；已发出的邀请仍按发出时的题目配对，版本历史保留',
};

export interface QixiQuestion {
  id: string;
  question: string;
  options: string[];
  source: string;
  retired?: boolean;
}

/** A new question's id (`qixi-…`). */
export function newQixiId(random: () => number = Math.random): string {
  return newBankId('qixi', random);
}

/** The question as it is saved: texts trimmed, the options in their order. */
export function tidyQixi(v: Partial<QixiQuestion>, id: string): QixiQuestion {
  return {
    id,
    question: String(v.question ?? '').trim(),
    options: (v.options ?? []).map((o) => String(o ?? '').trim()),
    source: String(v.source ?? '').trim(),
    ...(v.retired ? { retired: true } : {}),
  };
}
