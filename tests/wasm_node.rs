//! The exported JavaScript API, run in Node by wasm-bindgen-test-runner.
#![cfg(target_arch = "wasm32")]

mod wasm_common;

wasm_suite!(object_offsets_are_utf16, json_matches_object, long_json_arrives_whole, odd_input_does_not_trap, short_word_lists_stop_past_the_key);
