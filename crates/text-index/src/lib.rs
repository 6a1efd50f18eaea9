//! One search index over places, dishes, famous people, lines and topics, held in memory.
//! It knows text, regions and kinds, not what a place is: the caller's kind type says which
//! words name each kind (see [`Kind`]).
//!
//! - Chinese: every field is cut into character unigrams and bigrams; a query term is
//!   looked up by its rarest bigram and confirmed by a substring test, so any run of
//!   characters a visitor types is found, with no word list to fall out of date.
//! - Pinyin: every name is spelled in full (`xihu…`) and by initials (`xh…`), from each
//!   syllable on, in one sorted table; a Latin term is a binary-searched prefix. Place
//!   names read with their local readings (see [`reading`]). One typo is forgiven in full
//!   pinyin and English when the exact spelling finds nothing.
//! - Cities, counties and kinds are facets: 杭州 or `hangzhou` finds everything in
//!   Hangzhou, 民宿 every homestay, so "杭州 民宿" means homestays in Hangzhou.
//!
//! Every term must match (AND). Results rank by relevance, then popularity, then order.
//! docs/CONTENT.md explains why this and not a general search engine.

pub mod reading;
pub mod synthetic;
pub mod text;

use std::{collections::HashMap, hash::Hash};

/// What a document can be, as the caller defines it: the index only needs every kind and
/// the everyday words that mean it (民宿 → homestays), which make it a facet.
pub trait Kind: Copy + Eq + Hash + 'static {
    const ALL: &'static [Self];
    /// Words that mean "this kind" in a query (杭州 民宿 → homestays in Hangzhou).
    fn labels(self) -> &'static [&'static str];
}

/// What the index knows of one thing to find. Text is folded on the way in.
#[derive(Clone, Debug)]
pub struct Doc<K> {
    pub kind: Option<K>,
    pub city_id: Option<u32>,
    pub county_code: Option<u32>,
    /// The Chinese name, then any other Chinese names.
    pub names: Vec<String>,
    /// English name (matched word by word).
    pub name_en: String,
    /// Themes, tags, titles, A-level: weaker than the name.
    pub keywords: Vec<String>,
    pub address: String,
    /// 1–100, an editorial estimate; breaks ties only.
    pub popularity: u8,
}

/// A city or county, for the facets.
#[derive(Clone, Debug)]
pub struct Region {
    pub id: u32,
    /// True for a city (`id` is the public city id), false for a county (`id` is its code).
    pub is_city: bool,
    /// Chinese names (full and short) and the English name.
    pub names: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Query<'a, K> {
    pub text: &'a str,
    /// Only these kinds (empty: all).
    pub kinds: &'a [K],
    pub city_id: Option<u32>,
    pub offset: usize,
    pub limit: usize,
}

impl<K> Default for Query<'_, K> {
    fn default() -> Self {
        Self {
            text: "",
            kinds: &[],
            city_id: None,
            offset: 0,
            limit: 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hit {
    /// Position of the document in the list given to [`Index::build`].
    pub doc: u32,
    pub score: f32,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Results {
    pub total: usize,
    pub hits: Vec<Hit>,
}

// Relevance of one term in one document.
const NAME_EXACT: f32 = 100.0;
const NAME_PREFIX: f32 = 85.0;
const NAME_INNER: f32 = 70.0;
const KEYWORD_EXACT: f32 = 50.0;
const KEYWORD_INNER: f32 = 40.0;
const ADDRESS: f32 = 20.0;
const FACET_REGION: f32 = 30.0;
const FACET_KIND: f32 = 30.0;
const FULL_EXACT: f32 = 95.0;
const FULL_HEAD: f32 = 75.0;
const FULL_INNER: f32 = 55.0;
const INITIALS_EXACT: f32 = 85.0;
const INITIALS_HEAD: f32 = 65.0;
const INITIALS_INNER: f32 = 45.0;
const ENGLISH_EXACT: f32 = 90.0;
const ENGLISH_HEAD: f32 = 70.0;
const ENGLISH_INNER: f32 = 60.0;
/// A match that needed one edit counts for this share of an exact one.
const TYPO_FACTOR: f32 = 0.6;
/// Shortest Latin term to which typo tolerance applies (shorter ones are too ambiguous).
const TYPO_MIN_LEN: usize = 4;

const SEP: char = '\u{1}';

// Which fields of a document hold a gram (low bits of a posting entry).
const IN_NAME: u32 = 1;
const IN_KEYWORD: u32 = 2;
const IN_ADDRESS: u32 = 4;
const FIELD_BITS: u32 = 3;
const FIELD_MASK: u32 = (1 << FIELD_BITS) - 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Facet<K> {
    City(u32),
    County(u32),
    Kind(K),
}

struct FacetEntry<K> {
    facet: Facet<K>,
    labels: Vec<String>,
    spellings: Vec<String>,
    initials: Vec<String>,
}

#[derive(Clone, Copy)]
struct Meta<K> {
    kind: Option<K>,
    city: u32,
    county: u32,
    popularity: u8,
}

// Spelling entry flags.
const FULL: u8 = 1;
const INITIALS: u8 = 2;
const ENGLISH: u8 = 4;
const HEAD: u8 = 8;
/// A word of the name starts at this unit (see [`reading::syllables_with_starts`]).
const WORD: u8 = 16;

#[derive(Clone, Copy)]
struct Spelling {
    start: u32,
    end: u32,
    doc: u32,
    flags: u8,
    /// Length of the unit the spelling starts with (its first syllable, letter or word).
    first: u8,
}

/// The index. Immutable once built; rebuild it when content changes.
pub struct Index<K> {
    meta: Vec<Meta<K>>,
    /// Every document's names, keywords and address, folded, parts joined by [`SEP`], in
    /// one buffer in document order: postings are sorted by document, so confirming
    /// matches walks memory forwards.
    text_buf: String,
    /// Per document: where its names, keywords and address start, and where it ends.
    text_at: Vec<[u32; 4]>,
    unigrams: HashMap<char, Vec<u32>>,
    bigrams: HashMap<(char, char), Vec<u32>>,
    spell_buf: String,
    spellings: Vec<Spelling>,
    facets: Vec<FacetEntry<K>>,
    by_facet: HashMap<Facet<K>, Vec<u32>>,
}

/// The matches of one query term: documents found directly, and facets that hold.
struct TermMatch<K> {
    direct: Vec<(u32, f32)>,
    facets: Vec<(Facet<K>, f32)>,
}

impl<K> TermMatch<K> {
    fn is_empty(&self) -> bool {
        self.direct.is_empty() && self.facets.is_empty()
    }
}

impl<K: Kind> Index<K> {
    pub fn build(docs: &[Doc<K>], regions: &[Region]) -> Self {
        let mut idx = Index {
            meta: Vec::with_capacity(docs.len()),
            text_buf: String::new(),
            text_at: Vec::with_capacity(docs.len()),
            unigrams: HashMap::new(),
            bigrams: HashMap::new(),
            spell_buf: String::new(),
            spellings: Vec::new(),
            facets: Vec::new(),
            by_facet: HashMap::new(),
        };
        // Words that start a word wherever they stand in a name: city, county and kind words.
        let mut words: Vec<String> = regions
            .iter()
            .flat_map(|r| r.names.iter().map(String::as_str))
            .chain(K::ALL.iter().flat_map(|k| k.labels().iter().copied()))
            .map(text::fold)
            .filter(|w| w.chars().count() >= 2 && w.chars().all(text::is_han))
            .collect();
        words.sort();
        words.dedup();
        for (i, d) in docs.iter().enumerate() {
            let doc = i as u32;
            let names: Vec<String> = d
                .names
                .iter()
                .map(|n| text::fold(n))
                .filter(|n| !n.is_empty())
                .collect();
            let keywords: Vec<String> = d
                .keywords
                .iter()
                .map(|k| text::fold(k))
                .filter(|k| !k.is_empty())
                .collect();
            let address = text::fold(&d.address);
            for n in &names {
                idx.add_grams(doc, IN_NAME, n);
            }
            for k in &keywords {
                idx.add_grams(doc, IN_KEYWORD, k);
            }
            idx.add_grams(doc, IN_ADDRESS, &address);
            for n in &names {
                let syl = reading::syllables_with_starts(n, &words);
                idx.add_spellings(doc, &syl, FULL);
                let ini: Vec<(String, bool)> = syl
                    .iter()
                    .filter_map(|(s, w)| s.chars().next().map(|c| (String::from(c), *w)))
                    .collect();
                idx.add_spellings(doc, &ini, INITIALS);
            }
            // English is spelled word by word: every unit starts a word.
            let english: Vec<(String, bool)> = text::terms(&d.name_en)
                .into_iter()
                .map(|w| (w, true))
                .collect();
            idx.add_spellings(doc, &english, ENGLISH);
            let meta = Meta {
                kind: d.kind,
                city: d.city_id.unwrap_or(0),
                county: d.county_code.unwrap_or(0),
                popularity: d.popularity,
            };
            if let Some(k) = d.kind {
                idx.by_facet.entry(Facet::Kind(k)).or_default().push(doc);
            }
            if let Some(c) = d.city_id {
                idx.by_facet.entry(Facet::City(c)).or_default().push(doc);
            }
            if let Some(c) = d.county_code {
                idx.by_facet.entry(Facet::County(c)).or_default().push(doc);
            }
            idx.meta.push(meta);
            let a = idx.text_buf.len() as u32;
            idx.text_buf.push_str(&join(&names));
            let b = idx.text_buf.len() as u32;
            idx.text_buf.push_str(&join(&keywords));
            let c = idx.text_buf.len() as u32;
            idx.text_buf.push_str(&address);
            idx.text_at.push([a, b, c, idx.text_buf.len() as u32]);
        }
        for list in idx.unigrams.values_mut().chain(idx.bigrams.values_mut()) {
            list.dedup();
            list.shrink_to_fit();
        }
        let buf = idx.spell_buf.as_str();
        idx.spellings.sort_unstable_by(|a, b| {
            buf[a.start as usize..a.end as usize]
                .cmp(&buf[b.start as usize..b.end as usize])
                .then(a.doc.cmp(&b.doc))
        });
        for r in regions {
            let facet = if r.is_city {
                Facet::City(r.id)
            } else {
                Facet::County(r.id)
            };
            idx.facets.push(facet_entry(facet, &r.names));
        }
        for &k in K::ALL {
            let labels: Vec<String> = k.labels().iter().map(|s| s.to_string()).collect();
            idx.facets.push(facet_entry(Facet::Kind(k), &labels));
        }
        idx
    }

    pub fn len(&self) -> usize {
        self.meta.len()
    }

    pub fn is_empty(&self) -> bool {
        self.meta.is_empty()
    }

    fn add_grams(&mut self, doc: u32, field: u32, part: &str) {
        let chars: Vec<char> = part.chars().filter(|c| !c.is_whitespace()).collect();
        for (i, &c) in chars.iter().enumerate() {
            push_once(self.unigrams.entry(c).or_default(), doc, field);
            if let Some(&n) = chars.get(i + 1) {
                push_once(self.bigrams.entry((c, n)).or_default(), doc, field);
            }
        }
    }

    /// Adds the spelling from each unit on, so a prefix search finds a term that starts at
    /// any syllable (or word) of the name; each unit says whether a word starts there.
    fn add_spellings(&mut self, doc: u32, units: &[(String, bool)], how: u8) {
        if units.is_empty() {
            return;
        }
        let mut offsets = Vec::with_capacity(units.len());
        let start = self.spell_buf.len();
        for (u, _) in units {
            offsets.push(self.spell_buf.len());
            self.spell_buf.push_str(u);
        }
        let end = self.spell_buf.len() as u32;
        for (i, off) in offsets.into_iter().enumerate() {
            let (unit, word) = &units[i];
            let flags = how | if i == 0 { HEAD | WORD } else { 0 } | if *word { WORD } else { 0 };
            self.spellings.push(Spelling {
                start: off as u32,
                end,
                doc,
                flags,
                first: unit.len().min(u8::MAX as usize) as u8,
            });
        }
        debug_assert!(start <= end as usize);
    }

    fn spelling(&self, s: &Spelling) -> &str {
        &self.spell_buf[s.start as usize..s.end as usize]
    }

    /// The spellings that start with `prefix`.
    fn spelled(&self, prefix: &str) -> &[Spelling] {
        let lo = self
            .spellings
            .partition_point(|s| self.spelling(s) < prefix);
        let hi =
            lo + self.spellings[lo..].partition_point(|s| self.spelling(s).starts_with(prefix));
        &self.spellings[lo..hi]
    }

    pub fn search(&self, q: &Query<K>) -> Results {
        let mut terms = Vec::new();
        for t in text::terms(q.text) {
            let m = self.match_term(&t);
            if m.is_empty() && t.chars().all(text::is_han) {
                // 杭州民宿 typed as one word: cut at the city, county and kind words it holds.
                let parts = self.split_at_facet_words(&t);
                if parts.len() > 1 {
                    terms.extend(parts.iter().map(|p| self.match_term(p)));
                    continue;
                }
            }
            terms.push(m);
        }
        let keep = |doc: u32| {
            let m = &self.meta[doc as usize];
            (q.kinds.is_empty() || m.kind.is_some_and(|k| q.kinds.contains(&k)))
                && q.city_id.is_none_or(|c| m.city == c)
        };
        let mut scored: Vec<Hit> = if terms.is_empty() {
            (0..self.meta.len() as u32)
                .filter(|&d| keep(d))
                .map(|doc| Hit { doc, score: 0.0 })
                .collect()
        } else if terms.iter().any(TermMatch::is_empty) {
            Vec::new()
        } else {
            // Drive from the most selective term; score the others per candidate.
            let cost = |t: &TermMatch<K>| {
                t.direct.len()
                    + t.facets
                        .iter()
                        .map(|(f, _)| self.by_facet.get(f).map_or(0, Vec::len))
                        .sum::<usize>()
            };
            let (di, driver) = terms
                .iter()
                .enumerate()
                .min_by_key(|(_, t)| cost(t))
                .unwrap_or((0, &terms[0]));
            // Candidates with the driver's score: its direct matches as they are; when it
            // also matched facets, their documents too, scored in full.
            let cands: Vec<(u32, f32)> = if driver.facets.is_empty() {
                driver.direct.clone()
            } else {
                let mut docs: Vec<u32> = driver.direct.iter().map(|(d, _)| *d).collect();
                for (f, _) in &driver.facets {
                    docs.extend(self.by_facet.get(f).into_iter().flatten());
                }
                docs.sort_unstable();
                docs.dedup();
                docs.into_iter()
                    .map(|d| (d, self.term_score(driver, d)))
                    .collect()
            };
            cands
                .into_iter()
                .filter(|&(d, _)| keep(d))
                .filter_map(|(doc, first)| {
                    let mut total = first;
                    for (i, t) in terms.iter().enumerate() {
                        if i != di {
                            let s = self.term_score(t, doc);
                            if s <= 0.0 {
                                return None;
                            }
                            total += s;
                        }
                    }
                    Some(Hit { doc, score: total })
                })
                .collect()
        };
        let total = scored.len();
        let order = |a: &Hit, b: &Hit| {
            b.score
                .total_cmp(&a.score)
                .then(
                    self.meta[b.doc as usize]
                        .popularity
                        .cmp(&self.meta[a.doc as usize].popularity),
                )
                .then(a.doc.cmp(&b.doc))
        };
        let want = q.offset.saturating_add(q.limit).min(total);
        if want == 0 {
            return Results {
                total,
                hits: Vec::new(),
            };
        }
        if want < total {
            scored.select_nth_unstable_by(want - 1, order);
            scored.truncate(want);
        }
        scored.sort_unstable_by(order);
        let hits = scored.into_iter().skip(q.offset).collect();
        Results { total, hits }
    }

    fn term_score(&self, t: &TermMatch<K>, doc: u32) -> f32 {
        let direct = match t.direct.binary_search_by_key(&doc, |(d, _)| *d) {
            Ok(i) => t.direct[i].1,
            Err(_) => 0.0,
        };
        let m = &self.meta[doc as usize];
        t.facets
            .iter()
            .filter(|(f, _)| match f {
                Facet::City(c) => m.city == *c,
                Facet::County(c) => m.county == *c,
                Facet::Kind(k) => m.kind == Some(*k),
            })
            .map(|(_, s)| *s)
            .fold(direct, f32::max)
    }

    fn match_term(&self, term: &str) -> TermMatch<K> {
        let han = term.chars().any(text::is_han);
        let direct = if han {
            self.match_chars(term)
        } else {
            self.match_spelling(term)
        };
        TermMatch {
            direct,
            facets: self.match_facets(term, han),
        }
    }

    /// Documents whose fields contain `term`, scored by the best field.
    fn match_chars(&self, term: &str) -> Vec<(u32, f32)> {
        let chars: Vec<char> = term.chars().collect();
        let posting = if chars.len() == 1 {
            self.unigrams.get(&chars[0])
        } else {
            // Any missing bigram means no document can contain the term.
            let mut best: Option<&Vec<u32>> = None;
            for w in chars.windows(2) {
                match self.bigrams.get(&(w[0], w[1])) {
                    None => return Vec::new(),
                    Some(p) if best.is_none_or(|b| p.len() < b.len()) => best = Some(p),
                    Some(_) => {}
                }
            }
            best
        };
        let Some(posting) = posting else {
            return Vec::new();
        };
        // For one or two characters the posting is exact: it says which fields hold the
        // term, so only the name's position needs reading.
        let exact = chars.len() <= 2;
        posting
            .iter()
            .filter_map(|&entry| {
                let (doc, fields) = (entry >> FIELD_BITS, entry & FIELD_MASK);
                let s = if exact {
                    self.known_field_score(doc, fields, term)
                } else {
                    self.field_score(doc, term)
                };
                (s > 0.0).then_some((doc, s))
            })
            .collect()
    }

    /// [`Self::field_score`] when the posting already told which fields hold `term`.
    fn known_field_score(&self, doc: u32, fields: u32, term: &str) -> f32 {
        let [a, b, c, _] = self.text_at[doc as usize].map(|x| x as usize);
        if fields & IN_NAME != 0 {
            let names = &self.text_buf[a..b];
            let mut best = NAME_INNER;
            for n in names.split(SEP) {
                if n == term {
                    return NAME_EXACT;
                }
                if n.starts_with(term) {
                    best = NAME_PREFIX;
                }
            }
            return best;
        }
        if fields & IN_KEYWORD != 0 {
            let exact = self.text_buf[b..c].split(SEP).any(|k| k == term);
            return if exact { KEYWORD_EXACT } else { KEYWORD_INNER };
        }
        if fields & IN_ADDRESS != 0 {
            ADDRESS
        } else {
            0.0
        }
    }

    fn field_score(&self, doc: u32, term: &str) -> f32 {
        let [a, b, c, d] = self.text_at[doc as usize].map(|x| x as usize);
        let (names, keywords, address) = (
            &self.text_buf[a..b],
            &self.text_buf[b..c],
            &self.text_buf[c..d],
        );
        let mut best: f32 = 0.0;
        if names.contains(term) {
            for n in names.split(SEP) {
                let s = if n == term {
                    NAME_EXACT
                } else if n.starts_with(term) {
                    NAME_PREFIX
                } else if n.contains(term) {
                    NAME_INNER
                } else {
                    0.0
                };
                best = best.max(s);
            }
        }
        if best < KEYWORD_EXACT && keywords.contains(term) {
            let exact = keywords.split(SEP).any(|k| k == term);
            best = best.max(if exact { KEYWORD_EXACT } else { KEYWORD_INNER });
        }
        if best < ADDRESS && address.contains(term) {
            best = ADDRESS;
        }
        best
    }

    /// Documents whose spelling (pinyin, initials, English) starts with `term` at a unit
    /// boundary; when none does, those one edit away (full pinyin and English only).
    fn match_spelling(&self, term: &str) -> Vec<(u32, f32)> {
        let mut found: HashMap<u32, f32> = HashMap::new();
        self.collect_spelled(term, 1.0, FULL | INITIALS | ENGLISH, &mut found);
        if found.is_empty() && term.len() >= TYPO_MIN_LEN && term.is_ascii() {
            for v in one_edit_variants(term) {
                self.collect_spelled(&v, TYPO_FACTOR, FULL | ENGLISH, &mut found);
            }
        }
        let mut out: Vec<(u32, f32)> = found.into_iter().collect();
        out.sort_unstable_by_key(|(d, _)| *d);
        out
    }

    fn collect_spelled(&self, term: &str, factor: f32, kinds: u8, found: &mut HashMap<u32, f32>) {
        for s in self.spelled(term) {
            if s.flags & kinds == 0 {
                continue;
            }
            // Two or more syllables (or initials) inside a name start where a word does:
            // `lingyin` finds 灵隐寺, not the 泠|印 of 西泠印社. One syllable or part of one
            // (`hu` in 西湖) is found anywhere, as one typed character would be.
            if s.flags & WORD == 0 && term.len() > s.first as usize {
                continue;
            }
            let head = s.flags & HEAD != 0;
            let exact = head && (s.end - s.start) as usize == term.len();
            let score = if s.flags & FULL != 0 {
                if exact {
                    FULL_EXACT
                } else if head {
                    FULL_HEAD
                } else {
                    FULL_INNER
                }
            } else if s.flags & INITIALS != 0 {
                // A lone letter is too weak to mean initials.
                if term.len() < 2 {
                    continue;
                }
                if exact {
                    INITIALS_EXACT
                } else if head {
                    INITIALS_HEAD
                } else {
                    INITIALS_INNER
                }
            } else if exact {
                ENGLISH_EXACT
            } else if head {
                ENGLISH_HEAD
            } else {
                ENGLISH_INNER
            };
            let e = found.entry(s.doc).or_insert(0.0);
            *e = e.max(score * factor);
        }
    }

    fn match_facets(&self, term: &str, han: bool) -> Vec<(Facet<K>, f32)> {
        let mut out = Vec::new();
        let n = term.chars().count();
        for f in &self.facets {
            let hit = if han {
                f.labels
                    .iter()
                    .any(|l| l == term || (n >= 2 && l.contains(term)))
            } else {
                (term.len() >= 3 && f.spellings.iter().any(|s| s.starts_with(term)))
                    || (term.len() >= 2 && f.initials.iter().any(|s| s == term))
            };
            if hit {
                let score = if matches!(f.facet, Facet::Kind(_)) {
                    FACET_KIND
                } else {
                    FACET_REGION
                };
                out.push((f.facet, score));
            }
        }
        out
    }

    /// Cuts a Chinese term at the longest facet words inside it (杭州民宿 → 杭州, 民宿).
    fn split_at_facet_words(&self, term: &str) -> Vec<String> {
        let chars: Vec<char> = term.chars().collect();
        let mut words: Vec<&str> = self
            .facets
            .iter()
            .flat_map(|f| f.labels.iter().map(String::as_str))
            .collect();
        words.retain(|w| w.chars().count() >= 2);
        words.sort_by_key(|w| std::cmp::Reverse(w.chars().count()));
        let mut parts = Vec::new();
        let mut rest = String::new();
        let mut i = 0;
        'outer: while i < chars.len() {
            for w in &words {
                let wc: Vec<char> = w.chars().collect();
                if chars[i..].starts_with(&wc) {
                    if !rest.is_empty() {
                        parts.push(std::mem::take(&mut rest));
                    }
                    parts.push(w.to_string());
                    i += wc.len();
                    continue 'outer;
                }
            }
            rest.push(chars[i]);
            i += 1;
        }
        if !rest.is_empty() {
            parts.push(rest);
        }
        parts
    }
}

fn facet_entry<K>(facet: Facet<K>, names: &[String]) -> FacetEntry<K> {
    let mut labels = Vec::new();
    let mut spellings = Vec::new();
    let mut initials = Vec::new();
    for n in names {
        let n = text::fold(n);
        if n.chars().any(text::is_han) {
            spellings.push(reading::full(&n));
            initials.push(reading::initials(&n));
            labels.push(n);
        } else {
            spellings.push(text::terms(&n).concat());
        }
    }
    FacetEntry {
        facet,
        labels,
        spellings,
        initials,
    }
}

fn join(parts: &[String]) -> String {
    let mut s = String::new();
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            s.push(SEP);
        }
        s.push_str(p);
    }
    s
}

/// Postings hold `doc << FIELD_BITS | fields`: one entry per document, the fields OR-ed.
fn push_once(list: &mut Vec<u32>, doc: u32, field: u32) {
    match list.last_mut() {
        Some(last) if *last >> FIELD_BITS == doc => *last |= field,
        _ => list.push(doc << FIELD_BITS | field),
    }
}

/// Every string one deletion, substitution, insertion or swap of neighbours away.
fn one_edit_variants(term: &str) -> Vec<String> {
    let b = term.as_bytes();
    let mut out = Vec::with_capacity(b.len() * 54);
    let letters = b'a'..=b'z';
    // A deletion shortens the prefix searched; below the typo floor it finds noise.
    if b.len() > TYPO_MIN_LEN {
        for i in 0..b.len() {
            out.push([&b[..i], &b[i + 1..]].concat());
        }
    }
    for i in 0..b.len() {
        for c in letters.clone() {
            if c != b[i] {
                let mut v = b.to_vec();
                v[i] = c;
                out.push(v);
            }
        }
    }
    for i in 0..=b.len() {
        for c in letters.clone() {
            out.push([&b[..i], &[c], &b[i..]].concat());
        }
    }
    for i in 0..b.len().saturating_sub(1) {
        if b[i] != b[i + 1] {
            let mut v = b.to_vec();
            v.swap(i, i + 1);
            out.push(v);
        }
    }
    out.into_iter()
        .filter_map(|v| String::from_utf8(v).ok())
        .collect()
}

#[cfg(test)]
mod tests;
