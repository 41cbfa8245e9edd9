//! The CPU clock both benchmarks read (shared by `#[path]`, so that Cargo
//! does not take it for a benchmark of its own).

/// CPU time of this thread, in seconds: unlike the wall clock it does not
/// count the time other processes on a shared machine take the CPU away.
#[cfg(target_os = "linux")]
pub fn cpu_now() -> f64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec (two 64-bit fields on
    // 64-bit Linux) to the pointer, which is valid for it.
    unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.sec as f64 + ts.nsec as f64 * 1e-9
}

/// No thread CPU clock elsewhere: the wall clock stands in.
#[cfg(not(target_os = "linux"))]
pub fn cpu_now() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64()
}
