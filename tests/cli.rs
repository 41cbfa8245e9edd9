//! The command line as newsroom scripts use it.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sourcelight"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    child.stdin.take().expect("stdin").write_all(stdin).expect("writes");
    child.wait_with_output().expect("the CLI ends")
}

fn json(bytes: &[u8]) -> serde_json::Value {
    serde_json::from_slice(bytes).expect("valid JSON")
}

fn temp_file(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("sourcelight-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("writes");
    path.to_string_lossy().into_owned()
}

const ARTICLE: &str = "“We will rebuild,” said Jane Doe, the mayor. Repairs cost $4.2 million.";

#[test]
fn stdin_gives_the_contract_json() {
    let out = run(&["annotate"], ARTICLE.as_bytes());
    assert!(out.status.success());
    let v = json(&out.stdout);
    for key in ["quotes", "figures", "attributions", "sources"] {
        assert!(v[key].is_array(), "{key} is an array");
    }
    assert_eq!(v["quotes"][0]["start"], 0);
    assert_eq!(v["quotes"][0]["end"], 18, "UTF-16 units, curly marks count one each");
}

#[test]
fn pretty_output_is_indented_and_equal() {
    let plain = run(&["annotate"], ARTICLE.as_bytes());
    let pretty = run(&["annotate", "--pretty"], ARTICLE.as_bytes());
    assert!(String::from_utf8_lossy(&pretty.stdout).contains("\n  \""));
    assert_eq!(json(&plain.stdout), json(&pretty.stdout));
}

#[test]
fn several_files_give_one_line_each_with_the_file_name() {
    let a = temp_file("a.txt", ARTICLE.as_bytes());
    let b = temp_file("b.txt", b"Nothing to see.");
    let out = run(&["annotate", &a, &b], b"");
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout).unwrap().lines().map(|l| json(l.as_bytes())).collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["file"], a.as_str());
    assert_eq!(lines[1]["quotes"].as_array().unwrap().len(), 0);
}

#[test]
fn jsonl_input_gives_one_line_per_article_with_its_id() {
    let input = format!("{}\n\n\"Just a string, he said.\"\n", serde_json::json!({"id": "story-7", "text": ARTICLE}));
    let out = run(&["annotate", "--jsonl"], input.as_bytes());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout).unwrap().lines().map(|l| json(l.as_bytes())).collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["id"], "story-7");
    assert_eq!(lines[1]["id"], 3, "a bare string is named by its line number");
}

#[test]
fn a_missing_file_is_named_and_fails() {
    let out = run(&["annotate", "/no/such/article.txt"], b"");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("/no/such/article.txt") && err.contains("no such file"), "{err}");
    assert_eq!(err.lines().count(), 1, "one line");
}

#[test]
fn invalid_utf8_is_a_clear_error_not_a_panic() {
    let out = run(&["annotate"], b"caf\xe9 \"ok\" he said");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("standard input") && err.contains("not UTF-8") && err.contains("offset 3"), "{err}");
    assert!(!err.contains("panicked"));
}

#[test]
fn bad_jsonl_lines_are_reported_and_the_rest_still_run() {
    let out = run(&["annotate", "--jsonl"], b"{not json\n\"fine\"\n");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("standard input:1: not a JSON string or object"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
}

#[test]
fn unknown_options_are_refused_with_usage_hint() {
    let out = run(&["annotate", "--bogus"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--help"));
}
