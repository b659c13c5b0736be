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
  /** The walk's stack of nodes and their depths, kept between lookups. */
  private readonly nodeStack: TrieNode[] = [];
  private readonly depthStack: number[] = [];
  /** During a lookup: the input's segments cut so far, and where each segment starts (-1: past the last). */
  private readonly segments: string[] = [];
  private readonly starts: number[] = [];

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
   * satisfy. Every node at depth d reads the input's segment d: each segment is cut once, when
   * the walk first gets that deep, so a lookup costs the pathname's length plus the nodes visited.
   */
  collect(pathname: string, out: number[]): void {
    if (this.count === 0) return;
    const segments = this.segments;
    const starts = this.starts;
    starts.push(0);
    const nodes = this.nodeStack;
    const depths = this.depthStack;
    nodes.push(this.root);
    depths.push(0);
    while (nodes.length > 0) {
      const node = nodes.pop() as TrieNode;
      const depth = depths.pop() as number;
      for (const id of node.open) out.push(id);
      if (starts[depth] < 0) {
        for (const id of node.closed) out.push(id);
        continue;
      }
      if (segments.length === depth) cutSegment(pathname, segments, starts);
      if (node.wildcard !== null) {
        nodes.push(node.wildcard);
        depths.push(depth + 1);
      }
      const child = node.literal?.get(segments[depth]);
      if (child !== undefined) {
        nodes.push(child);
        depths.push(depth + 1);
      }
    }
    segments.length = 0;
    starts.length = 0;
  }
}

/** Cuts the next segment of `pathname`: it starts at starts[segments.length]; the one after it at the pushed start (-1: none). */
function cutSegment(pathname: string, segments: string[], starts: number[]): void {
  const start = starts[segments.length];
  const slash = pathname.indexOf('/', start);
  segments.push(pathname.slice(start, slash < 0 ? pathname.length : slash));
  starts.push(slash < 0 ? -1 : slash + 1);
}
