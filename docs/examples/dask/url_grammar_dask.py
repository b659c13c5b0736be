#!/usr/bin/python3
"""url-grammar's batch mode as a mapper on Dask distributed (docs/scale.md).

    python3 url_grammar_dask.py COMMAND INPUT PARTITIONS WORKERS OUTPUT
        [--cli CLI] [--parts DIR] [--report FILE] [-- URL_GRAMMAR_OPTIONS...]

INPUT (one URL per line) is cut into PARTITIONS byte ranges at line starts; a LocalCluster of
WORKERS worker processes (one thread each) pipes each range through
`url-grammar COMMAND --input - -q URL_GRAMMAR_OPTIONS`, and the records (JSON lines) are written to
OUTPUT in input order, numbered as one run over INPUT numbers them: OUTPUT is the file
`url-grammar COMMAND --input INPUT -q URL_GRAMMAR_OPTIONS` writes. A worker process that dies
loses nothing: Dask runs its tasks again elsewhere. Prints the lines, the time and the lines per
second on stdout. Exits 0 when every line succeeded, 1 when some line failed (the CLI's
statuses); 2, 3 or 4 when a partition's run had that status, 4 when it wrote fewer records than
lines or a task killed its workers again and again: then OUTPUT is incomplete.

Debian's python3-distributed (`node scripts/python-distributed.js` installs it and prints the
python to use). --cli: the command that runs url-grammar (default `url-grammar`; in a clone,
`node dist/cjs/src/cli/main.js`). --parts DIR: the workers write each partition's records to
DIR/part-NNNNN (storage they and the client share), which the client appends to OUTPUT in order
and removes; without it the records reach the client through Dask. --report FILE: the pid of the
worker process that ran each partition, one a line. --test-kill-partition K --test-kill-record
FILE (tests only): the first attempt of partition K writes its worker's pid to FILE and kills that
worker process (SIGKILL) once the CLI has answered part of the partition.
"""

import argparse
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from typing import Dict, List, Optional, Sequence, Tuple

from distributed import Client, LocalCluster
from distributed.scheduler import KilledWorker

COMMANDS = ('validate', 'canonicalize', 'inspect', 'parse', 'normalize', 'to-iri', 'to-uri')
BOM = b'\xef\xbb\xbf'
# The CLI writes `line` first in every record: {"line":N,...}
LINE_NUMBER = re.compile(rb'^\{"line":(\d+)', re.MULTILINE)


# Plain tuples and dicts cross to the workers: Debian's cloudpickle cannot send a typing.NamedTuple
# class defined in a script (__main__) on Python 3.11.
# A partition: (index, start, end), a byte range that starts at a line start and ends after a line end or at EOF.
Partition = Tuple[int, int, int]
# The fault test's hook: (partition, record file): that partition's first attempt kills its worker.
KillHook = Tuple[int, str]


def line_start_after(handle, offset: int) -> int:
    """The first line start at or after `offset` (a byte offset of the open binary file)."""
    if offset == 0:
        return 0
    handle.seek(offset - 1)
    handle.readline()
    return handle.tell()


def partitions_of(path: str, count: int) -> List[Partition]:
    """`count` ranges of about equal size, each moved to the next line start (Hadoop's input splits do the same)."""
    size = os.path.getsize(path)
    with open(path, 'rb') as handle:
        starts = sorted({line_start_after(handle, size * i // count) for i in range(count)} | {size})
    return [(i, start, end) for i, (start, end) in enumerate(zip(starts, starts[1:]))]


def read_range(path: str, part: Partition) -> bytes:
    """The bytes of a partition, read by the worker from storage every worker sees."""
    _, start, end = part
    with open(path, 'rb') as handle:
        handle.seek(start)
        return handle.read(end - start)


def count_lines(data: bytes) -> int:
    """Lines as the CLI counts them: one per LF, and a last one without LF."""
    return data.count(b'\n') + (1 if data and not data.endswith(b'\n') else 0)


def count_task(path: str, part: Partition) -> int:
    """The number of lines of a partition (the first pass: each partition's first line number)."""
    return count_lines(read_range(path, part))


def stdin_of(data: bytes, part: Partition) -> bytes:
    """A partition as the CLI's stdin: the CLI drops a BOM at the start of its input, which is the
    start of the file only for partition 0; a later partition's line starting with U+FEFF keeps it
    behind one more BOM."""
    return BOM + data if part[1] > 0 and data.startswith(BOM) else data


def renumber(output: bytes, first_line: int) -> bytes:
    """The partition's records numbered from `first_line` (the CLI numbers each run from 1)."""
    if first_line == 1:
        return output
    shift = first_line - 1
    return LINE_NUMBER.sub(lambda match: b'{"line":%d' % (int(match.group(1)) + shift), output)


def claim_kill(hook: Optional[KillHook], part: Partition) -> bool:
    """True once for the hook's partition: the record file is created exclusively (one attempt wins)."""
    if hook is None or hook[0] != part[0]:
        return False
    try:
        fd = os.open(hook[1], os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        return False
    os.write(fd, b'%d\n' % os.getpid())
    os.close(fd)
    return True


def die_mid_run(process: subprocess.Popen, data: bytes) -> None:
    """The fault hook: feed the CLI, wait for its first answer, then kill this worker process."""
    threading.Thread(target=feed, args=(process, data), daemon=True).start()
    process.stdout.readline()
    os.kill(os.getpid(), signal.SIGKILL)


def feed(process: subprocess.Popen, data: bytes) -> None:
    """Writes the CLI's stdin while its stdout is read (a pipe holds 64 KiB: writing all first could block)."""
    try:
        process.stdin.write(data)
        process.stdin.close()
    except BrokenPipeError:
        pass


def pipe_task(path: str, part: Partition, first_line: int, cli: Sequence[str], hook: Optional[KillHook], parts_dir: Optional[str]) -> Dict:
    """Runs in a worker: the partition piped through the CLI. Its records renumbered (or the part file
    holding them, with --parts), its lines, the CLI's status and the worker's pid; or the status and an error."""
    data = read_range(path, part)
    try:
        process = subprocess.Popen(list(cli), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as error:
        return {'status': 2, 'pid': os.getpid(), 'error': 'cannot run %s: %s' % (shlex.join(cli), error)}
    if claim_kill(hook, part):
        die_mid_run(process, stdin_of(data, part))
    output, errors = process.communicate(stdin_of(data, part))
    lines = count_lines(data)
    failure = check_output(process.returncode, output, lines, errors.decode('utf-8', 'replace').strip()[-2000:])
    if failure is not None:
        return {'status': failure[0], 'pid': os.getpid(), 'error': failure[1]}
    result = {'lines': lines, 'status': process.returncode, 'pid': os.getpid()}
    if parts_dir is None:
        return dict(result, output=renumber(output, first_line))
    return dict(result, part=write_part(parts_dir, part, renumber(output, first_line)))


def check_output(status: int, output: bytes, lines: int, errors: str) -> Optional[Tuple[int, str]]:
    """None when the CLI answered every line (status 0 or 1), else the status to exit with and why."""
    if status not in (0, 1):
        # 2 usage, 3 output not written, 4 the tool failed (src/cli/exit.ts): the partition has no result.
        return status, 'url-grammar exited with status %d: %s' % (status, errors)
    if output.count(b'\n') != lines:
        # Node exits with 1 on an uncaught exception too (a broken install): one record per line or no result.
        return 4, 'url-grammar wrote %d lines for %d (exit status %d): %s' % (output.count(b'\n'), lines, status, errors)
    return None


def write_part(parts_dir: str, part: Partition, records: bytes) -> str:
    """The partition's records in DIR/part-NNNNN, written whole or not at all (a killed attempt leaves a temporary file)."""
    final = os.path.join(parts_dir, 'part-%05d' % part[0])
    temporary = '%s.%d.tmp' % (final, os.getpid())
    with open(temporary, 'wb') as handle:
        handle.write(records)
    os.replace(temporary, final)
    return final


def append_result(out, piped: Dict) -> None:
    """Appends a partition's records to the output: from the result, or from its part file (then removed)."""
    if 'output' in piped:
        out.write(piped['output'])
        return
    with open(piped['part'], 'rb') as handle:
        shutil.copyfileobj(handle, out, 1 << 20)
    os.remove(piped['part'])


class PartitionFailed(Exception):
    """A partition's run that gave no result (the CLI's status 2 to 4); raised in the client only."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def first_lines(counts: Sequence[int]) -> List[int]:
    """Each partition's first line number in the whole input."""
    firsts, total = [], 1
    for count in counts:
        firsts.append(total)
        total += count
    return firsts


def run(client: Client, options: argparse.Namespace, cli: List[str], parts: List[Partition]) -> Tuple[int, int, List[int]]:
    """Counts, pipes, and writes the partitions in order; returns the lines, the exit status and the pid per partition."""
    path = os.path.abspath(options.input)
    counts = client.gather(client.map(count_task, [path] * len(parts), parts, pure=False))
    hook = None if options.test_kill_partition is None else (options.test_kill_partition, options.test_kill_record)
    parts_dir = None if options.parts is None else os.path.abspath(options.parts)
    futures = [client.submit(pipe_task, path, part, first, cli, hook, parts_dir, pure=False)
               for part, first in zip(parts, first_lines(counts))]
    lines, status, pids = 0, 0, []
    with open(options.output, 'wb') as out:
        for index, future in enumerate(futures):
            piped = future.result()
            future.release()
            if piped['status'] > 1:
                raise PartitionFailed(piped['status'], 'partition %d: %s' % (index, piped['error']))
            append_result(out, piped)
            lines, status = lines + piped['lines'], max(status, piped['status'])
            pids.append(piped['pid'])
    return lines, status, pids


def cli_command(options: argparse.Namespace) -> List[str]:
    """The command line each task runs: the CLI, the command, stdin, quiet, the extra options."""
    return shlex.split(options.cli) + [options.command, '--input', '-', '-q'] + options.cli_options


def split_at_dashes(argv: Sequence[str]) -> Tuple[List[str], List[str]]:
    """The example's arguments, and those after `--` (url-grammar's options)."""
    words = list(argv)
    if '--' not in words:
        return words, []
    at = words.index('--')
    return words[:at], words[at + 1:]


def arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description='url-grammar batch mode on a Dask LocalCluster (docs/scale.md)',
                                     usage='%(prog)s COMMAND INPUT PARTITIONS WORKERS OUTPUT [--cli CLI] [--parts DIR] [--report FILE] [-- URL_GRAMMAR_OPTIONS...]')
    parser.add_argument('command', choices=COMMANDS)
    parser.add_argument('input')
    parser.add_argument('partitions', type=int)
    parser.add_argument('workers', type=int)
    parser.add_argument('output')
    parser.add_argument('--cli', default='url-grammar', help='the command that runs url-grammar (default: url-grammar)')
    parser.add_argument('--test-kill-partition', type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument('--test-kill-record', default=None, help=argparse.SUPPRESS)
    parser.add_argument('--parts', default=None, metavar='DIR',
                        help='workers write each partition to DIR/part-NNNNN (storage the workers and this client share), '
                             'concatenated in order here; without it the records travel to this client through Dask')
    parser.add_argument('--report', default=None, help='write the pid of the worker process that ran each partition, one a line')
    own, extra = split_at_dashes(argv)
    options = parser.parse_args(own)
    options.cli_options = extra
    if options.partitions < 1 or options.workers < 1:
        parser.error('partitions and workers must be at least 1')
    if (options.test_kill_partition is None) != (options.test_kill_record is None):
        parser.error('--test-kill-partition and --test-kill-record go together')
    return options


def main(argv: Sequence[str]) -> int:
    options = arguments(argv)
    if not os.path.isfile(options.input):
        print('url_grammar_dask: cannot read %s' % options.input, file=sys.stderr)
        return 2
    parts = partitions_of(options.input, options.partitions)
    started = time.monotonic()
    with LocalCluster(n_workers=options.workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, Client(cluster) as client:
        ready = time.monotonic()
        try:
            lines, status, pids = run(client, options, cli_command(options), parts)
        except PartitionFailed as error:
            print('url_grammar_dask: %s; %s is incomplete' % (error, options.output), file=sys.stderr)
            return error.status
        except KilledWorker as error:
            print('url_grammar_dask: %s; %s is incomplete' % (error, options.output), file=sys.stderr)
            return 4
        seconds = time.monotonic() - ready
    if options.report is not None:
        with open(options.report, 'w') as report:
            report.write(''.join('%d\n' % pid for pid in pids))
    print('%s: %d lines, %d partitions, %d worker processes: %.2f s, %d lines/s (cluster start %.2f s)'
          % (options.command, lines, len(parts), options.workers, seconds, lines / seconds if seconds > 0 else 0, ready - started))
    return status


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
