//! `sourcelight`: the command-line face of the core, for newsroom scripts.
//!
//! ```text
//! sourcelight annotate [--pretty] [FILE...]     one result per file (stdin when none)
//! sourcelight annotate --jsonl [FILE...]        one JSON line per article
//! ```

use sourcelight::{try_annotate, Annotations, Error};
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
Usage: sourcelight annotate [OPTIONS] [FILE...]

Tags quotes, figures and attributions in news text and prints the result as
JSON (offsets in UTF-16 code units, end exclusive).

With no FILE, reads the article from standard input. With one FILE, prints
its result. With several, prints one JSON line per file, each with a \"file\"
field.

Options:
  --pretty   indent the JSON for people
  --jsonl    input is JSON lines, one article per line: a JSON string, or an
             object with a \"text\" field (its \"id\", if any, is copied to
             the output); prints one JSON line per article
  -h, --help     print this help
  -V, --version  print the version";

struct Args {
    pretty: bool,
    jsonl: bool,
    files: Vec<String>,
}

fn parse_args() -> Result<Option<Args>, String> {
    let mut argv = std::env::args().skip(1);
    match argv.next().as_deref() {
        Some("annotate") => {}
        Some("-h" | "--help") | None => {
            println!("{USAGE}");
            return Ok(None);
        }
        Some("-V" | "--version") => {
            println!("sourcelight {}", env!("CARGO_PKG_VERSION"));
            return Ok(None);
        }
        Some(other) => return Err(format!("unknown command '{other}' (try 'sourcelight annotate --help')")),
    }
    let mut args = Args { pretty: false, jsonl: false, files: Vec::new() };
    let mut only_files = false;
    for a in argv {
        match a.as_str() {
            _ if only_files => args.files.push(a),
            "--" => only_files = true,
            "--pretty" => args.pretty = true,
            "--jsonl" => args.jsonl = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(None);
            }
            s if s.starts_with("-") && s != "-" => return Err(format!("unknown option '{s}' (try --help)")),
            _ => args.files.push(a),
        }
    }
    Ok(Some(args))
}

fn read_input(name: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    let label = if name == "-" { "standard input" } else { name };
    let read = if name == "-" {
        io::stdin().lock().read_to_end(&mut bytes)
    } else {
        std::fs::File::open(name).and_then(|mut f| f.read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("{label}: {}", plain_io_error(&e)))?;
    String::from_utf8(bytes).map_err(|e| {
        Error::NotUtf8 { name: label.to_string(), offset: e.utf8_error().valid_up_to() }.to_string()
    })
}

fn plain_io_error(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

/// The result as one JSON object with an extra identifying field last.
/// Written straight from the struct (fields in the contract's order):
/// going through a `serde_json::Value` first cost a third of the CLI's time.
fn tagged(result: &Annotations, key: &str, id: serde_json::Value) -> String {
    let mut s = result.to_json();
    if s.ends_with("}") {
        s.pop();
        s.push(',');
        s.push_str(&serde_json::Value::from(key).to_string());
        s.push(':');
        s.push_str(&id.to_string());
        s.push('}');
    }
    s
}

fn run(args: Args) -> Result<bool, String> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut ok = true;
    let files = if args.files.is_empty() { vec!["-".to_string()] } else { args.files };
    let write_err = |e: io::Error| format!("cannot write the output: {e}");
    if args.jsonl {
        for name in &files {
            let reader: Box<dyn BufRead> = if name == "-" {
                Box::new(io::BufReader::new(io::stdin()))
            } else {
                Box::new(io::BufReader::new(std::fs::File::open(name).map_err(|e| format!("{name}: {}", plain_io_error(&e)))?))
            };
            for (n, line) in reader.split(b'\n').enumerate() {
                let line = line.map_err(|e| format!("{name}: {e}"))?;
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                let label = if name == "-" { "standard input" } else { name.as_str() };
                let at = format!("{label}:{}", n + 1);
                let parsed: Result<serde_json::Value, _> = serde_json::from_slice(&line);
                let (text, id) = match parsed {
                    Ok(serde_json::Value::String(s)) => (s, serde_json::Value::from(n + 1)),
                    Ok(serde_json::Value::Object(mut m)) => match m.remove("text") {
                        Some(serde_json::Value::String(s)) => (s, m.remove("id").unwrap_or_else(|| (n + 1).into())),
                        _ => {
                            eprintln!("sourcelight: {at}: the object has no \"text\" string");
                            ok = false;
                            continue;
                        }
                    },
                    Ok(_) | Err(_) => {
                        eprintln!("sourcelight: {at}: not a JSON string or object");
                        ok = false;
                        continue;
                    }
                };
                match try_annotate(&text) {
                    Ok(r) => writeln!(out, "{}", tagged(&r, "id", id)).map_err(write_err)?,
                    Err(e) => {
                        eprintln!("sourcelight: {at}: {e}");
                        ok = false;
                    }
                }
            }
        }
        return Ok(ok);
    }
    let many = files.len() > 1;
    for name in &files {
        let result = read_input(name).and_then(|text| try_annotate(&text).map_err(|e| format!("{name}: {e}")));
        match result {
            Ok(r) if many => writeln!(out, "{}", tagged(&r, "file", name.as_str().into())).map_err(write_err)?,
            Ok(r) if args.pretty => writeln!(out, "{}", r.to_json_pretty()).map_err(write_err)?,
            Ok(r) => writeln!(out, "{}", r.to_json()).map_err(write_err)?,
            Err(e) => {
                eprintln!("sourcelight: {e}");
                ok = false;
            }
        }
    }
    out.flush().map_err(write_err)?;
    Ok(ok)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(a)) => a,
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sourcelight: {e}");
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("sourcelight: {e}");
            ExitCode::FAILURE
        }
    }
}
