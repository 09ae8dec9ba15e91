import Foundation
import TestSupport

/// PyYAML as an independent reader of YAML: its parser, with YAML 1.2's core schema instead of
/// PyYAML's YAML 1.1 resolution (so `yes` is a string and `1:20` no sexagesimal number, as in our
/// reader), numbers kept as written and keys as text. Reads many documents in one python3 run.
enum YAMLOracle {
    /// Whether python3 with PyYAML can be run here.
    static let isAvailable = Python.isAvailable && (try? Python.run("import yaml")) != nil

    /// What PyYAML made of one document.
    enum Outcome: Equatable {
        /// The document's value in `canonicalText`'s form.
        case value(String)
        /// PyYAML's error: where (line:column, 1-based) and what.
        case refused(String)
    }

    /// Reads every document with one python3 process; with `merges`, `<<` is YAML's merge key,
    /// merged as PyYAML's safe loader merges it (a mapping's keys then each once, in the order a
    /// Python dict keeps them).
    static func read(_ documents: [String], merges: Bool = false) throws -> [Outcome] {
        var input = Data()
        for document in documents {
            let bytes = Data(document.utf8)
            input.append(Data("\(bytes.count)\n".utf8))
            input.append(bytes)
        }
        let output = String(decoding: try Python.run(merges ? mergeScript : script, input: input), as: UTF8.self)
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            line.hasPrefix("ok ") ? .value(String(line.dropFirst(3))) : .refused(String(line.dropFirst(6)))
        }
    }

    /// `script` with PyYAML's merge keys.
    static let mergeScript = script
        .replacingOccurrences(
            of: "def mapping(loader, node):\n    pairs = []\n",
            with: "def mapping(loader, node):\n    loader.flatten_mapping(node)\n    pairs = []\n")
        .replacingOccurrences(
            of: "    return ('m', pairs)\n",
            with: "    places = {}\n    unique = []\n    for key, value in pairs:\n"
                + "        if key in places: unique[places[key]] = (key, value)\n"
                + "        else: places[key] = len(unique); unique.append((key, value))\n"
                + "    return ('m', unique)\n")
        .replacingOccurrences(
            of: "def construct(tag, function):\n",
            with: "resolve('merge', r'^(?:<<)$', ['<'])\n\ndef construct(tag, function):\n")

    static let script = #"""
    import sys, json, re, yaml

    class Core(yaml.SafeLoader):
        pass

    Core.yaml_implicit_resolvers = {}
    def resolve(tag, pattern, first):
        Core.add_implicit_resolver('tag:yaml.org,2002:' + tag, re.compile(pattern), first)
    resolve('bool', r'^(?:true|True|TRUE|false|False|FALSE)$', list('tTfF'))
    resolve('null', r'^(?:~|null|Null|NULL|)$', ['~', 'n', 'N', ''])
    resolve('int', r'^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$', list('-+0123456789'))
    resolve('float', r'^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$',
            list('-+.0123456789'))

    def construct(tag, function):
        Core.add_constructor('tag:yaml.org,2002:' + tag, function)
    construct('str', lambda loader, node: ('s', loader.construct_scalar(node)))
    construct('int', lambda loader, node: ('n', node.value))
    construct('float', lambda loader, node: ('n', node.value))
    construct('bool', lambda loader, node: ('b', node.value in ('true', 'True', 'TRUE')))
    construct('null', lambda loader, node: ('z',))
    construct('seq', lambda loader, node: ('l', [loader.construct_object(item, deep=True) for item in node.value]))
    def mapping(loader, node):
        pairs = []
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode):
                raise yaml.constructor.ConstructorError(None, None, 'a collection as a key', key.start_mark)
            pairs.append((key.value, loader.construct_object(value, deep=True)))
        return ('m', pairs)
    construct('map', mapping)

    def canonical(value):
        if value is None:
            return 'null'
        kind = value[0]
        if kind == 's': return 's' + json.dumps(value[1])
        if kind == 'n': return 'n' + json.dumps(value[1])
        if kind == 'b': return 'true' if value[1] else 'false'
        if kind == 'z': return 'null'
        if kind == 'l': return '[' + ','.join(canonical(item) for item in value[1]) + ']'
        return '{' + ','.join(json.dumps(key) + ':' + canonical(item) for key, item in value[1]) + '}'

    stream = sys.stdin.buffer
    out = []
    while True:
        header = stream.readline()
        if not header:
            break
        text = stream.read(int(header)).decode('utf-8')
        try:
            out.append('ok ' + canonical(yaml.load(text, Loader=Core)))
        except Exception as error:
            mark = getattr(error, 'problem_mark', None)
            where = '%d:%d' % (mark.line + 1, mark.column + 1) if mark else '?'
            problem = getattr(error, 'problem', None) or str(error)
            out.append('error ' + where + ' ' + ' '.join(str(problem).split()))
    sys.stdout.write(''.join(line + '\n' for line in out))
    """#
}
