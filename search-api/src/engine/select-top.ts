/**
 * The `limit` best items of `items` in order, where `compare(a, b) < 0` means a ranks before b.
 * Keeps a heap of the best so far with the worst on top, so a long list costs one comparison
 * per item that cannot make the cut instead of a full sort.
 */
export function selectTop(
  items: ArrayLike<number>,
  limit: number,
  compare: (left: number, right: number) => number,
): number[] {
  if (limit <= 0) return [];
  const heap: number[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    if (heap.length < limit) {
      heap.push(item);
      siftUp(heap, heap.length - 1, compare);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(heap, 0, compare);
    }
  }
  return heap.sort(compare);
}

// the heap keeps the WORST item at the root: a parent never ranks before its children
function siftUp(heap: number[], start: number, compare: (left: number, right: number) => number): void {
  let child = start;
  const item = heap[child]!;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    if (compare(heap[parent]!, item) >= 0) break;
    heap[child] = heap[parent]!;
    child = parent;
  }
  heap[child] = item;
}

function siftDown(heap: number[], start: number, compare: (left: number, right: number) => number): void {
  let parent = start;
  const item = heap[parent]!;
  for (;;) {
    let child = 2 * parent + 1;
    if (child >= heap.length) break;
    if (child + 1 < heap.length && compare(heap[child + 1]!, heap[child]!) > 0) child += 1;
    if (compare(heap[child]!, item) <= 0) break;
    heap[parent] = heap[child]!;
    parent = child;
  }
  heap[parent] = item;
}
