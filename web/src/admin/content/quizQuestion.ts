// 答题题库: what the console needs to know about a quiz question (crates/content's
// QuizQuestion, docs/QUIZ.md "Editing the bank"): its categories in Chinese, the letters
// of its four options, a new question's id and the record it starts as.

export const QUIZ_ENTITY = 'quiz_questions';

/** The categories the bank uses, as the validator lists them, in Chinese. */
export const QUIZ_CATEGORIES: Record<string, string> = {
  places: '景区场馆',
  food: '百县千碗',
  people: '名人',
  history: '历史',
  regions: '行政区划',
  lines: '旅游线路',
  goods: '地理标志产品',
};

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Help lines under each field, in an editor's words. */
export const QUIZ_HELP = {
  question: '游客看到的问题，一句话问清楚，最多 80 字',
  options: '四个选项各不相同，每个最多 30 字；游客看到的顺序每次随机',
  answer: '从上面四个选项中点选正确的一项',
  explanation: '交卷后游客看到的解析：说明正确答案并写明出处，如「来源：浙江省文化和旅游厅公开资料」',
  category: '题目所属的类别，用于统计和筛选',
  source: '出题依据（官网、公告、名录…），供编辑核对，游客看不到',
  retired: '删除后不再出给新的答题；正在作答的游客不受影响，版本历史保留',
};

export interface QuizQuestion {
  id: string;
  category: string;
  question: string;
  options: string[];
  answer: number;
  explanation: string;
  source: string;
  retired?: boolean;
  record?: string | null;
}

/** A new bank question's id: the bank's prefix, the day and a random tail, a lowercase slug. */
export function newBankId(prefix: string, random: () => number = Math.random): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)];
  return `${prefix}-${day}-${tail}`;
}

/** A new quiz question's id (`quiz-…`). */
export function newQuizId(random: () => number = Math.random): string {
  return newBankId('quiz', random);
}

/** Why a bank question's options cannot be saved (the first empty or repeated one), or null. */
export function optionsProblem(options: readonly string[], letters: readonly string[] = LETTERS): string | null {
  const t = options.map((x) => x.trim());
  const empty = t.findIndex((x) => !x);
  if (empty >= 0) return `请填写选项 ${letters[empty]}`;
  const twice = t.findIndex((x, i) => t.indexOf(x) !== i);
  if (twice >= 0) return `选项 ${letters[twice]} 与选项 ${letters[t.indexOf(t[twice]!)]} 相同`;
  return null;
}

/** The question as it is saved: texts trimmed, the four options in their order. */
export function tidyQuestion(v: Partial<QuizQuestion>, id: string): QuizQuestion {
  const options = [0, 1, 2, 3].map((i) => String(v.options?.[i] ?? '').trim());
  return {
    id,
    category: v.category ?? 'places',
    question: String(v.question ?? '').trim(),
    options,
    answer: Number(v.answer ?? 0),
    explanation: String(v.explanation ?? '').trim(),
    source: String(v.source ?? '').trim(),
    ...(v.retired ? { retired: true } : {}),
  };
}
