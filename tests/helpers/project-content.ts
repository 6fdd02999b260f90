// A book of plain English sentences for the projects' tests and bench: `chapters` chapters of
// about `characters` in all, paragraphs of about 1,000 characters, the voices taking turns by
// paragraph (and the last paragraph of each chapter a dialogue: both voices in one block).
const SENTENCES = [
  "The river ran slowly past the old mill, carrying leaves from the hills above.",
  "She counted the boats one by one and wrote each name in a small green book.",
  "Nobody in the village remembered when the bridge had last been painted.",
  "At noon the bell rang twice, and the children ran home for their lunch.",
  "A cold wind came down from the north and rattled every window on the street.",
  "He said that the road to the city was long, but the view was worth the walk.",
];

function paragraph(length: number, seed: number): string {
  let out = "";
  for (let i = seed; out.length < length; i++) out += `${SENTENCES[i % SENTENCES.length] ?? ""} `;
  return out.trim();
}

export interface ContentNode {
  type: "tts_node";
  text: string;
  voice_id: string;
}

export interface ContentChapter {
  name: string;
  blocks: { sub_type: "p" | "h1"; nodes: ContentNode[] }[];
}

export function bookContent(chapters: number, characters: number, voices: [string, string]) {
  const perChapter = Math.round(characters / chapters);
  const node = (text: string, voice: string): ContentNode => ({
    type: "tts_node",
    text,
    voice_id: voice,
  });
  return Array.from({ length: chapters }, (_, c): ContentChapter => {
    const blocks: ContentChapter["blocks"] = [
      { sub_type: "h1", nodes: [node(`Chapter ${c + 1}`, voices[0])] },
    ];
    let used = 0;
    for (let p = 0; used < perChapter - 20; p++) {
      const length = Math.min(1000, perChapter - used - 20);
      const text = paragraph(length, c + p);
      used += text.length + 10;
      blocks.push({ sub_type: "p", nodes: [node(text, voices[p % 2] ?? voices[0])] });
    }
    blocks.push({
      sub_type: "p",
      nodes: [node("Is it far? ", voices[0]), node("Not far at all.", voices[1])],
    });
    return { name: `Chapter ${c + 1}`, blocks };
  });
}

export const contentCharacters = (content: ContentChapter[]) =>
  content.reduce(
    (n, c) =>
      n +
      c.blocks.reduce(
        (m, b) =>
          m +
          b.nodes
            .map((x) => x.text)
            .join("")
            .trim().length,
        0,
      ),
    0,
  );
