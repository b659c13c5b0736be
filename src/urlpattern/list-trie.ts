// The pattern set's segment trie: the path keys of list-shape.ts, one edge per key segment (fixed
// text, or the wildcard edge any input segment takes). A lookup walks the input's segments and
// collects the patterns whose key the input satisfies: those whose open key it passes through,
// and those whose closed key ends where the input ends. Each node is reached by one path only, so
// a lookup visits a node at most once: its time is bounded by the trie's size and, in the usual
// case of few wildcard branches, by the input's segment count.

import { WILDCARD, type PathKey } from './list-shape';

/** A node of the trie: its edges and the patterns whose key ends at it. */
interface TrieNode {
  literal: Map<string, TrieNode> | null;
  wildcard: TrieNode | null;
  /** Patterns whose closed key ends here: candidates when the input has no more segments. */
  readonly closed: number[];
  /** Patterns whose open key ends here: candidates for any input reaching this node. */
  readonly open: number[];
}

function newNode(): TrieNode {
  return { literal: null, wildcard: null, closed: [], open: [] };
}

/** The child of `node` along a key segment, made when missing. */
function childOf(node: TrieNode, segment: string | null): TrieNode {
  if (segment === WILDCARD) {
    node.wildcard ??= newNode();
    return node.wildcard;
  }
  node.literal ??= new Map();
  let child = node.literal.get(segment);
  if (child === undefined) {
    child = newNode();
    node.literal.set(segment, child);
  }
  return child;
}

/** A trie of path keys, each naming a pattern by its index. */
export class SegmentTrie {
  private readonly root: TrieNode = newNode();
  private count = 0;
  /** The walk's stack of nodes and of the positions in the pathname where they are, kept between lookups. */
  private readonly nodeStack: TrieNode[] = [];
  private readonly startStack: number[] = [];

  /** How many keys the trie holds. */
  get size(): number {
    return this.count;
  }

  /** Adds pattern `id` under `key`. */
  insert(key: PathKey, id: number): void {
    let node = this.root;
    for (const segment of key.segments) node = childOf(node, segment);
    (key.open ? node.open : node.closed).push(id);
    this.count += 1;
  }

  /**
   * Appends to `out` the ids of the patterns whose key the segments of `pathname` (split at "/")
   * satisfy. The walk reads the segments in place: a position is the offset of a segment's start,
   * or END once the last segment has been read.
   */
  collect(pathname: string, out: number[]): void {
    if (this.count === 0) return;
    const end = pathname.length + 1;
    const nodes = this.nodeStack;
    const starts = this.startStack;
    nodes.push(this.root);
    starts.push(0);
    while (nodes.length > 0) {
      const node = nodes.pop() as TrieNode;
      const start = starts.pop() as number;
      for (const id of node.open) out.push(id);
      if (start === end) {
        for (const id of node.closed) out.push(id);
        continue;
      }
      const slash = pathname.indexOf('/', start);
      const next = slash < 0 ? end : slash + 1;
      if (node.wildcard !== null) {
        nodes.push(node.wildcard);
        starts.push(next);
      }
      const child = node.literal?.get(pathname.slice(start, slash < 0 ? pathname.length : slash));
      if (child !== undefined) {
        nodes.push(child);
        starts.push(next);
      }
    }
  }
}
